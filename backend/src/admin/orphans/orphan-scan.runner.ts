import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { ObjectStorage } from '../../storage/object-storage.js';
import { type JobProgressReport } from '../jobs/job-progress.js';
import { type OrphanScanResult } from './dto/orphan-files.types.js';
import { orphanStatistics } from './orphan-pricing.js';
import { OrphanReportStore, type StoredOrphan } from './orphan-report.store.js';
import { graceCutoff, ReferencedKeys, USER_FILES_PREFIX } from './referenced-keys.js';

/** Objects listed (and checked against the database in one query) per page. */
export const SCAN_PAGE_SIZE = 1000;

/**
 * Finds orphan files: stored objects under users/ that no creation references and that are older
 * than the grace period (a save writes its files before its row). Pages through the storage
 * listing, one database query per page, and writes the orphans to the report as it goes: memory
 * stays the same whatever the number of objects.
 */
@Injectable()
export class OrphanScanRunner {
  private readonly logger = new Logger('OrphanScan');

  constructor(
    private readonly storage: ObjectStorage,
    private readonly referenced: ReferencedKeys,
    private readonly reports: OrphanReportStore,
    private readonly config: AppConfig,
  ) {}

  async run(
    jobId: string,
    report: (progress: JobProgressReport) => Promise<void>,
  ): Promise<OrphanScanResult> {
    const cutoff = graceCutoff(this.config);
    const limit = this.config.ORPHAN_REPORT_LIMIT;
    await this.reports.reset(jobId);
    let token: string | undefined;
    let scannedObjects = 0;
    let orphanFiles = 0;
    let orphanBytes = 0;
    let reportedFiles = 0;
    do {
      const page = await this.storage.list(USER_FILES_PREFIX, SCAN_PAGE_SIZE, token);
      const orphans: StoredOrphan[] = await this.referenced.orphansAmong(page.objects, cutoff);
      scannedObjects += page.objects.length;
      orphanFiles += orphans.length;
      orphanBytes += orphans.reduce((sum, orphan) => sum + orphan.size, 0);
      const kept = orphans.slice(0, Math.max(limit - reportedFiles, 0));
      await this.reports.append(jobId, kept);
      reportedFiles += kept.length;
      // The number of objects is not known before the end: total 0 means "unknown".
      await report({ done: scannedObjects, total: 0, orphanFiles });
      token = page.nextToken;
    } while (token);

    const statistics = orphanStatistics(
      { orphanFiles, orphanBytes, scannedObjects },
      this.config.STORAGE_PRICE_USD_PER_GB_MONTH,
    );
    const truncated = orphanFiles > reportedFiles;
    await this.reports.finish({
      jobId,
      finishedAt: new Date().toISOString(),
      statistics,
      scannedObjects,
      truncated,
      totalFiles: reportedFiles,
    });
    await report({ done: scannedObjects, total: scannedObjects, orphanFiles });
    this.logger.log({ scannedObjects, orphanFiles, orphanBytes }, 'orphan scan finished');
    return { statistics, scannedObjects, reportedFiles, truncated };
  }
}
