// Spec §9: sizes in MB (bytes / 1024 / 1024, two decimals), a file's cost with 4 decimals,
// the monthly total in dollars.

export function formatMegabytes(megabytes: number): string {
  return megabytes.toFixed(2);
}

export function bytesToMegabytes(bytes: number): string {
  return formatMegabytes(bytes / 1024 / 1024);
}

export function formatFileCost(usd: number): string {
  return `$${usd.toFixed(4)}`;
}

export function formatMonthlyCost(usd: number): string {
  return `$${usd.toFixed(2)}`;
}
