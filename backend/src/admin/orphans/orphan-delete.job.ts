import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type OrphanDeleteResult } from './dto/orphan-files.types.js';
import { type OrphanDeleteJobData, OrphanDeleteRunner } from './orphan-delete.runner.js';
import { type QueueProcessor } from '../../jobs/queue-processors.js';

/** The orphan-delete queue's processor (worker role only); resumes from its last progress. */
@Injectable()
export class OrphanDeleteJob implements QueueProcessor {
  constructor(private readonly runner: OrphanDeleteRunner) {}

  process(job: Job<OrphanDeleteJobData>): Promise<OrphanDeleteResult> {
    return this.runner.run(job.data, job.progress, (progress) => job.updateProgress(progress));
  }
}
