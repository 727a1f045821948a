import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { VISUALLY_HIDDEN } from '../../lib/visuallyHidden';
import { dayRangeBounds } from './creationFilters';
import './dateRangeFilter.css';

interface DateRangeFilterProps {
  /** The range's bounds (start of the first day, start of the day after the last), or null. */
  from: string | null;
  to: string | null;
  onChange: (range: { from: string; to: string } | null) => void;
  /** The full width of its line (a phone's unfolded filters). */
  block?: boolean;
}

/**
 * The gallery's date filter: whole days, first to last. In the gallery's deferred chunk
 * (deferredParts.ts): the picker and its date library are the heaviest part of the filters.
 */
export default function DateRangeFilter({
  from,
  to,
  onChange,
  block = false,
}: DateRangeFilterProps) {
  const id = useId();
  const value: [dayjs.Dayjs, dayjs.Dayjs] | null =
    from && to ? [dayjs(from), dayjs(to).subtract(1, 'day')] : null;

  return (
    <>
      <label htmlFor={`${id}-start`} style={VISUALLY_HIDDEN}>
        Start date
      </label>
      <label htmlFor={`${id}-end`} style={VISUALLY_HIDDEN}>
        End date
      </label>
      <DatePicker.RangePicker
        id={{ start: `${id}-start`, end: `${id}-end` }}
        value={value}
        onChange={(range) => {
          const [first, last] = range ?? [];
          onChange(first && last ? dayRangeBounds(first.toDate(), last.toDate()) : null);
        }}
        // Either end may stay empty while the other is typed: with both required, antd sends
        // focus back to an empty start, and Tab could never leave the picker.
        allowEmpty={[true, true]}
        style={block ? { width: '100%' } : undefined}
        // On a phone, one month at a time (dateRangeFilter.css).
        classNames={{ popup: { root: 'gallery-range-popup' } }}
      />
    </>
  );
}
