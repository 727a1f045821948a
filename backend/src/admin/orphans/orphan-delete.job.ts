import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type OrphanDeleteResult } from './dto/orphan-files.types.js';
import { type OrphanDeleteJobData, OrphanDeleteRunner } from './orphan-delete.runner.js';

/** The orphan-delete queue's processor (worker role only); resumes from its last progress. */
@Injectable()
export class OrphanDeleteJob extends WorkerHost {
  constructor(private readonly runner: OrphanDeleteRunner) {
    super();
  }

  process(job: Job<OrphanDeleteJobData>): Promise<OrphanDeleteResult> {
    return this.runner.run(job.data, job.progress, (progress) => job.updateProgress(progress));
  }
}
