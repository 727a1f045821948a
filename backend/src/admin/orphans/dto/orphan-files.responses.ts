import { ApiProperty } from '@nestjs/swagger';
import { OrphanFileRest, OrphanStatisticsRest } from './orphan-files.types.js';
import { type OrphanFile, type OrphanStatistics } from './orphan-files.types.js';

/** What GET /api/admin/orphan-files answers: every orphan of the scan, and its totals. */
export class OrphanScanReport {
  @ApiProperty({ type: () => [OrphanFileRest.schema] }) orphanFiles: Record<string, unknown>[];
  @ApiProperty({ type: () => OrphanStatisticsRest.schema }) statistics: Record<string, unknown>;
}

/** Writes a scan as OrphanScanReport describes it. */
export const OrphanScanReportRest = {
  schema: OrphanScanReport,
  write: (scan: { orphanFiles: OrphanFile[]; statistics: OrphanStatistics }) => ({
    orphanFiles: scan.orphanFiles.map((file) => OrphanFileRest.write(file)),
    statistics: OrphanStatisticsRest.write(scan.statistics),
  }),
};
