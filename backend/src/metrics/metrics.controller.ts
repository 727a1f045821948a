import { Controller, Get, Res } from '@nestjs/common';
import { type Response } from 'express';
import { MetricsService } from './metrics.service.js';
import { ApiExcludeController } from '@nestjs/swagger';

/** Prometheus scrape endpoint, outside the /api prefix like /health. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  async scrape(@Res() response: Response): Promise<void> {
    const body = await this.metrics.scrape();
    response.status(200).type(this.metrics.contentType).send(body);
  }
}
