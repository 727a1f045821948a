/** "Jan 15, 2026": the date on a card's hover overlay. */
export function formatCreationDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** "Jan 15, 2026, 10:00 AM": the creation time in the details panel, in the viewer's zone. */
export function formatCreationDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
