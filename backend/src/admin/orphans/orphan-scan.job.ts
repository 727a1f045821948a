import { WorkerHost } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job } from 'bullmq';
import { type OrphanScanResult } from './dto/orphan-files.types.js';
import { OrphanScanRunner } from './orphan-scan.runner.js';

/** The orphan-scan queue's processor (worker role only). */
@Injectable()
export class OrphanScanJob extends WorkerHost {
  constructor(private readonly runner: OrphanScanRunner) {
    super();
  }

  process(job: Job): Promise<OrphanScanResult> {
    return this.runner.run(String(job.id), (progress) => job.updateProgress(progress));
  }
}
