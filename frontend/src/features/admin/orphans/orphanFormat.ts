import { formatSizeInMegabytes } from '../../../lib/format';

// Sizes in MB (bytes / 1024 / 1024, two decimals). Costs are written by lib/format's
// `formatUsdFixed`: a file's with 4 decimals, the monthly total with 2.
const SIZE_DECIMALS = 2;

/** A size the report already gives in MB (its statistics), without the unit: "12.34". */
export function formatMegabytes(megabytes: number): string {
  return megabytes.toFixed(SIZE_DECIMALS);
}

/** One orphan file's size from its bytes: "1.50 MB". */
export function formatOrphanFileSize(bytes: number): string {
  return formatSizeInMegabytes(bytes, SIZE_DECIMALS);
}
