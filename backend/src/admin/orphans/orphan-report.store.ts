import { Inject, Injectable } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { REDIS } from '../../redis/redis.module.js';
import { type OrphanFile, type OrphanReport } from './dto/orphan-files.types.js';

/** How long a scan's report is kept. */
const REPORT_TTL_SECONDS = 7 * 24 * 3600;

export type StoredOrphan = Pick<OrphanFile, 'key' | 'size' | 'lastModified'>;
export type OrphanReportSummary = Omit<OrphanReport, 'finishedAt'> & { finishedAt: string };

/**
 * The orphan scans' reports in Redis: per scan job a list of the orphans found (in key order,
 * capped by ORPHAN_REPORT_LIMIT) and a summary with the totals; plus which report is the latest.
 * Writing page by page keeps the scanning worker's memory flat whatever the object count.
 */
@Injectable()
export class OrphanReportStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Starts a scan's report afresh (a scan that runs again after a crash starts over). */
  async reset(jobId: string): Promise<void> {
    await this.redis.del(this.filesKey(jobId), this.summaryKey(jobId));
  }

  async append(jobId: string, files: StoredOrphan[]): Promise<void> {
    if (files.length === 0) return;
    const key = this.filesKey(jobId);
    await this.redis
      .multi()
      .rpush(
        key,
        ...files.map((file) =>
          JSON.stringify([file.key, file.size, file.lastModified.toISOString()]),
        ),
      )
      .expire(key, REPORT_TTL_SECONDS)
      .exec();
  }

  async finish(summary: OrphanReportSummary): Promise<void> {
    await this.redis
      .multi()
      .set(this.summaryKey(summary.jobId), JSON.stringify(summary), 'EX', REPORT_TTL_SECONDS)
      .expire(this.filesKey(summary.jobId), REPORT_TTL_SECONDS)
      .set(this.latestKey(), summary.jobId, 'EX', REPORT_TTL_SECONDS)
      .exec();
  }

  /** A finished scan's summary; the latest when no job id is given; null when there is none. */
  async summary(jobId?: string): Promise<OrphanReport | null> {
    const id = jobId ?? (await this.redis.get(this.latestKey()));
    if (!id) return null;
    const raw = await this.redis.get(this.summaryKey(id));
    if (!raw) return null;
    const summary = JSON.parse(raw) as OrphanReportSummary;
    return { ...summary, finishedAt: new Date(summary.finishedAt) };
  }

  async files(jobId: string, offset: number, limit: number): Promise<StoredOrphan[]> {
    if (limit <= 0) return [];
    const rows = await this.redis.lrange(this.filesKey(jobId), offset, offset + limit - 1);
    return rows.map((row) => {
      const [key, size, lastModified] = JSON.parse(row) as [string, number, string];
      return { key, size, lastModified: new Date(lastModified) };
    });
  }

  private filesKey(jobId: string) {
    return `orphans:report:${jobId}:files`;
  }

  private summaryKey(jobId: string) {
    return `orphans:report:${jobId}:summary`;
  }

  private latestKey() {
    return 'orphans:report:latest';
  }
}
