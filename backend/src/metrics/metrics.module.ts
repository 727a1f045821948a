import { Global, Module } from '@nestjs/common';
import { GenerationMetrics } from './generation-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';
import { PurchaseMetrics } from './purchase-metrics.js';

/**
 * Prometheus metrics at GET /metrics, in every role; GenerationMetrics and PurchaseMetrics for
 * the business counters.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService, GenerationMetrics, PurchaseMetrics],
  exports: [MetricsService, GenerationMetrics, PurchaseMetrics],
})
export class MetricsModule {}
