import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { type Job, type Queue } from 'bullmq';
import { NotFoundError, ValidationFailedError } from '../../common/errors/domain-errors.js';
import { AppConfig } from '../../config/app-config.js';
import { QueueName } from '../../jobs/queue-name.js';
import { AdminJobsService } from '../jobs/admin-jobs.service.js';
import {
  MAX_SELECTED_ORPHAN_KEYS,
  type OrphanDeleteResult,
  type OrphanFile,
  type OrphanReport,
  type OrphanStatistics,
} from './dto/orphan-files.types.js';
import { type OrphanDeleteJobData } from './orphan-delete.runner.js';
import { monthlyCost } from './orphan-pricing.js';
import { OrphanReportStore } from './orphan-report.store.js';

/** How long a REST compat call waits for its job before answering JOB_STILL_RUNNING. */
export const REST_JOB_WAIT_MS = 10 * 60_000;

/**
 * Orphan files for administrators: scans and deletions are queued (orphan-scan, orphan-delete)
 * and run by the worker; the scan's report is read from the store.
 */
@Injectable()
export class OrphanFilesService {
  constructor(
    @InjectQueue(QueueName.OrphanScan) private readonly scanQueue: Queue,
    @InjectQueue(QueueName.OrphanDelete) private readonly deleteQueue: Queue,
    private readonly jobs: AdminJobsService,
    private readonly reports: OrphanReportStore,
    private readonly config: AppConfig,
  ) {}

  /** Queues a scan; while one is waiting or running, that one is returned instead. */
  startScan(): Promise<Job> {
    return this.scanQueue.add('scan', {}, { deduplication: { id: 'orphan-scan' } });
  }

  deleteSelected(fileKeys: string[]): Promise<Job> {
    const keys = [...new Set(fileKeys)];
    if (keys.length === 0)
      throw new ValidationFailedError('No files selected', { field: 'fileKeys' });
    if (keys.length > MAX_SELECTED_ORPHAN_KEYS)
      throw new ValidationFailedError(`Select at most ${MAX_SELECTED_ORPHAN_KEYS} files`, {
        field: 'fileKeys',
      });
    return this.queueDelete({ mode: 'keys', keys });
  }

  deleteAll(): Promise<Job> {
    return this.queueDelete({ mode: 'all' });
  }

  /** The files of a deleted user go at once, whatever their age. */
  deleteUserFiles(userId: string): Promise<Job> {
    return this.queueDelete({ mode: 'user', userId });
  }

  report(jobId?: string): Promise<OrphanReport | null> {
    return this.reports.summary(jobId);
  }

  async files(jobId: string, offset: number, limit: number): Promise<OrphanFile[]> {
    const files = await this.reports.files(jobId, Math.max(offset, 0), Math.min(limit, 10_000));
    return files.map((file) => ({
      ...file,
      estimatedCost: monthlyCost(file.size, this.config.STORAGE_PRICE_USD_PER_GB_MONTH),
    }));
  }

  /** REST compat GET /api/admin/orphan-files: runs a scan, waits, answers the report. */
  async scanAndWait(): Promise<{ orphanFiles: OrphanFile[]; statistics: OrphanStatistics }> {
    const job = await this.startScan();
    await this.jobs.waitFor(QueueName.OrphanScan, job, REST_JOB_WAIT_MS);
    const report = await this.reports.summary(String(job.id));
    if (!report) throw new NotFoundError('The scan finished without a report');
    return {
      orphanFiles: await this.files(report.jobId, 0, report.totalFiles),
      statistics: report.statistics,
    };
  }

  /** REST compat deletions: wait for the job and answer its outcome (REST shows the totals). */
  async deleteAndWait(job: Promise<Job>): Promise<OrphanDeleteResult> {
    return this.jobs.waitFor<OrphanDeleteResult>(
      QueueName.OrphanDelete,
      await job,
      REST_JOB_WAIT_MS,
    );
  }

  private queueDelete(data: OrphanDeleteJobData): Promise<Job> {
    return this.deleteQueue.add(
      data.mode === 'keys' ? 'delete-selected' : `delete-${data.mode}`,
      data,
    );
  }
}
