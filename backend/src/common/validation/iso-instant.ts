import { ValidationFailedError } from '../errors/domain-errors.js';

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A REST value's ISO 8601 date (`2026-01-31`) or date-time (`2026-01-31T12:00:00+01:00`), or a
 * 400 naming the field. Without an offset it is UTC, whatever the server's time zone; a day that
 * is not on the calendar (February 30) is refused, not rolled over into March as Date would.
 */
export function isoInstantOf(text: unknown, field: string): Date | undefined {
  if (text === undefined || text === '') return undefined;
  const match = typeof text === 'string' ? ISO_INSTANT.exec(text) : null;
  const refused = new ValidationFailedError(
    `${field} must be an ISO 8601 date such as 2026-01-31 or 2026-01-31T12:00:00Z`,
    { field },
  );
  if (!match) throw refused;
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const calendarDay = new Date(0);
  calendarDay.setUTCFullYear(year, month - 1, day);
  const onCalendar = calendarDay.getUTCMonth() === month - 1 && calendarDay.getUTCDate() === day;
  if (!onCalendar || hour > 23 || minute > 59 || second > 59) throw refused;
  const hasTime = match[4] !== undefined;
  const date = new Date(`${match[0].replace(' ', 'T')}${hasTime && !match[7] ? 'Z' : ''}`);
  if (Number.isNaN(date.getTime())) throw refused;
  return date;
}
