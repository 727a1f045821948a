import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type ModelImportResult } from './dto/provider-model.types.js';
import { type ModelImportJobData, ModelImportRunner } from './model-import.runner.js';
import { type QueueProcessor } from '../../jobs/queue-processors.js';

/** The model-import queue's processor (worker role only): one job imports a selection. */
@Injectable()
export class ModelImportJob implements QueueProcessor {
  constructor(private readonly runner: ModelImportRunner) {}

  process(job: Job<ModelImportJobData>): Promise<ModelImportResult> {
    return this.runner.run(job.data, (progress) => job.updateProgress(progress));
  }
}
