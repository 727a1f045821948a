import { formatDateTime } from '../../lib/format';

/** "Jan 15, 2026, 10:00 AM", or "—" for what has not happened (yet). */
export function dateTime(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '—';
}
