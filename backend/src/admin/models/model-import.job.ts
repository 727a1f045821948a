import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type ModelImportResult } from './dto/provider-model.types.js';
import { type ModelImportJobData, ModelImportRunner } from './model-import.runner.js';

/** The model-import queue's processor (worker role only): one job imports a selection. */
@Injectable()
export class ModelImportJob extends WorkerHost {
  constructor(private readonly runner: ModelImportRunner) {
    super();
  }

  process(job: Job<ModelImportJobData>): Promise<ModelImportResult> {
    return this.runner.run(job.data, (progress) => job.updateProgress(progress));
  }
}
