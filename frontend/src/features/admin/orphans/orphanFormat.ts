// Spec §9: sizes in MB (bytes / 1024 / 1024, two decimals). Costs are written by lib/format's
// `formatUsdFixed`: a file's with 4 decimals, the monthly total with 2.

export function formatMegabytes(megabytes: number): string {
  return megabytes.toFixed(2);
}

export function bytesToMegabytes(bytes: number): string {
  return formatMegabytes(bytes / 1024 / 1024);
}
