import { Processor, WorkerHost } from '@nestjs/bullmq';
import { type Job } from 'bullmq';
import { QueueName } from '../../jobs/queue-name.js';
import { type OrphanDeleteResult } from './dto/orphan-files.types.js';
import { type OrphanDeleteJobData, OrphanDeleteRunner } from './orphan-delete.runner.js';

/** The orphan-delete queue's processor (worker role only); resumes from its last progress. */
@Processor(QueueName.OrphanDelete)
export class OrphanDeleteJob extends WorkerHost {
  constructor(private readonly runner: OrphanDeleteRunner) {
    super();
  }

  process(job: Job<OrphanDeleteJobData>): Promise<OrphanDeleteResult> {
    return this.runner.run(job.data, job.progress, (progress) => job.updateProgress(progress));
  }
}
