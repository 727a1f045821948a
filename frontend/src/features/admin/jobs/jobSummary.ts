import { formatMegabytes } from '../orphans/orphanFormat';
import { importSummary } from '../models/importInput';
import type { AdminJob } from './useJobRunner';

/** One line about what a finished job did, from its typed result (else its raw return value). */
export function jobResultSummary(job: AdminJob): string {
  if (job.importResult) return importSummary(job.importResult);
  if (job.orphanScanResult) {
    const { statistics, scannedObjects } = job.orphanScanResult;
    return `Found ${statistics.totalOrphanFiles} orphan files using ${formatMegabytes(statistics.totalOrphanSizeMB)} MB (${scannedObjects} objects scanned)`;
  }
  if (job.orphanDeleteResult) {
    const { totalDeleted, totalFailed } = job.orphanDeleteResult;
    return `${totalDeleted} files deleted, ${totalFailed} failed`;
  }
  if (job.result === null || job.result === undefined) return '—';
  return typeof job.result === 'string' ? job.result : JSON.stringify(job.result);
}
