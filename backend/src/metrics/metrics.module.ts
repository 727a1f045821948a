import { Global, Module } from '@nestjs/common';
import { GenerationMetrics } from './generation-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';

/** Prometheus metrics at GET /metrics, in every role; GenerationMetrics for the generation flow. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, GenerationMetrics],
  exports: [MetricsService, GenerationMetrics],
})
export class MetricsModule {}
