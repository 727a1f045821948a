import { Global, Module } from '@nestjs/common';
import { GenerationMetrics } from './generation-metrics.js';
import { MetricsController } from './metrics.controller.js';
import { MetricsService } from './metrics.service.js';
import { ProviderAccountMetrics } from './provider-account-metrics.js';
import { PurchaseMetrics } from './purchase-metrics.js';
import { ShareMetrics } from './share-metrics.js';

/**
 * Prometheus metrics at GET /metrics, in every role; GenerationMetrics, PurchaseMetrics,
 * ProviderAccountMetrics and ShareMetrics for the business counters.
 */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [
    MetricsService,
    GenerationMetrics,
    PurchaseMetrics,
    ProviderAccountMetrics,
    ShareMetrics,
  ],
  exports: [
    MetricsService,
    GenerationMetrics,
    PurchaseMetrics,
    ProviderAccountMetrics,
    ShareMetrics,
  ],
})
export class MetricsModule {}
