import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type OrphanScanResult } from './dto/orphan-files.types.js';
import { OrphanScanRunner } from './orphan-scan.runner.js';
import { type QueueProcessor } from '../../jobs/queue-processors.js';

/** The orphan-scan queue's processor (worker role only). */
@Injectable()
export class OrphanScanJob implements QueueProcessor {
  constructor(private readonly runner: OrphanScanRunner) {}

  process(job: Job): Promise<OrphanScanResult> {
    return this.runner.run(String(job.id), (progress) => job.updateProgress(progress));
  }
}
