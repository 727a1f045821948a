/** "Jan 15, 2026": the day a key was made. */
export function formatKeyCreated(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** "Jan 15, 2026, 10:04 AM" (the server keeps the last use to the minute), or "Never". */
export function formatKeyLastUsed(iso: string | null): string {
  if (!iso) return 'Never';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
