import { ApiProperty } from '@nestjs/swagger';
import { OrphanFile, OrphanStatistics } from './orphan-files.types.js';

export class OrphanScanReport {
  @ApiProperty({ type: () => [OrphanFile] }) orphanFiles: OrphanFile[];
  @ApiProperty({ type: () => OrphanStatistics }) statistics: OrphanStatistics;
}

export class OrphanDeleteTotals {
  @ApiProperty({ type: 'integer' }) totalDeleted: number;
  @ApiProperty({ type: 'integer' }) totalFailed: number;
}
