import { Input } from 'antd';
import { useState } from 'react';
import type { DimensionRule } from '../capabilityLimits';
import { parseDimension } from '../sizeRules';

interface DimensionInputProps {
  id: string;
  value: number;
  /** The architecture's sizes: given to the field as its min, max and step. */
  rule: DimensionRule | null;
  /** The architecture refuses this side as typed: the field is marked. */
  refused?: boolean;
  describedBy?: string;
  onChange: (value: number) => void;
}

/**
 * A width or height field. What is typed stays on screen while typing; the parameter takes the
 * number, or 1024 when the field is empty or not a number.
 */
export function DimensionInput({
  id,
  value,
  rule,
  refused = false,
  describedBy,
  onChange,
}: DimensionInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      inputMode="numeric"
      min={rule?.min}
      max={rule?.max}
      step={rule?.multiple}
      aria-describedby={describedBy}
      aria-invalid={refused || undefined}
      status={refused ? 'warning' : undefined}
      value={draft ?? String(value)}
      suffix="px"
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseDimension(event.target.value));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
