import { Flex, InputNumber, Slider, Typography } from 'antd';
import { useState } from 'react';
import { LabelledField } from './LabelledField';

interface NumberSliderProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shown when the value is not a number (steps 20, CFG 7.5). */
  fallback?: number;
  /**
   * Says why a number above `max` (typed, or held from another model) gives way to `max`. Given,
   * the box takes what is typed and explains; without it, it keeps to the range silently.
   */
  aboveMaxNote?: (asked: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider with a number box beside it for exact values; both stay in range. */
export function NumberSlider({
  id,
  label,
  value,
  min,
  max,
  step,
  fallback,
  aboveMaxNote,
  onChange,
}: NumberSliderProps) {
  // The number last typed above the maximum, until another is set.
  const [askedAboveMax, setAskedAboveMax] = useState<number | null>(null);
  const shown = Number.isFinite(value) ? value : (fallback ?? min);
  const commit = (next: number | null) => {
    if (next === null || !Number.isFinite(next)) return;
    setAskedAboveMax(next > max ? next : null);
    onChange(Math.min(max, Math.max(min, next)));
  };
  const aboveMax = askedAboveMax ?? (shown > max ? shown : null);
  const note = aboveMaxNote && aboveMax !== null ? aboveMaxNote(aboveMax) : null;
  const noteId = `${id}-limit`;
  return (
    <LabelledField id={id} label={label}>
      <Flex gap={12} align="center">
        <Slider
          style={{ flex: 1 }}
          min={min}
          max={max}
          step={step}
          value={shown}
          onChange={commit}
          ariaLabelForHandle={label}
        />
        <InputNumber
          id={id}
          size="small"
          min={min}
          // With a note, a number above the maximum reaches `commit` to be explained; the box
          // would otherwise bring it down on leaving, without a word.
          max={aboveMaxNote ? undefined : max}
          aria-valuemax={max}
          aria-describedby={note ? noteId : undefined}
          status={note ? 'warning' : undefined}
          step={step}
          value={shown}
          onChange={commit}
          style={{ width: 80 }}
        />
      </Flex>
      {note && (
        <Typography.Text id={noteId} type="warning" role="status" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </LabelledField>
  );
}
