import { formatDateTime } from '../../../../lib/format';

/** "Jan 15, 2026, 10:04 AM" (the server keeps the last use to the minute), or "Never". */
export function formatKeyLastUsed(iso: string | null): string {
  return iso ? formatDateTime(iso) : 'Never';
}
