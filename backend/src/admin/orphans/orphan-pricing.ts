import { type OrphanStatistics } from './dto/orphan-files.types.js';

const BYTES_PER_GB = 1024 ** 3;
const BYTES_PER_MB = 1024 ** 2;

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** USD per month to keep this many bytes at the given price per GB-month. */
export function monthlyCost(bytes: number, usdPerGbMonth: number): number {
  return round((bytes / BYTES_PER_GB) * usdPerGbMonth, 8);
}

/** The scan's statistics; MB = bytes / 1024 / 1024 with two decimals, as the admin page shows. */
export function orphanStatistics(
  totals: { orphanFiles: number; orphanBytes: number; scannedObjects: number },
  usdPerGbMonth: number,
): OrphanStatistics {
  return {
    totalOrphanFiles: totals.orphanFiles,
    totalOrphanSizeMB: round(totals.orphanBytes / BYTES_PER_MB, 2),
    orphanPercentage: totals.scannedObjects
      ? round((totals.orphanFiles / totals.scannedObjects) * 100, 2)
      : 0,
    estimatedMonthlyCost: monthlyCost(totals.orphanBytes, usdPerGbMonth),
  };
}
