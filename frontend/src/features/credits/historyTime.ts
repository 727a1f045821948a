/** When a ledger row or a generation happened, in the viewer's own locale and time zone. */
export function formatHistoryTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
