import { Input } from 'antd';
import { useState } from 'react';
import { parseDimension } from '../sizeRules';

interface DimensionInputProps {
  id: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A width or height field. What is typed stays on screen while typing; the parameter takes the
 * number, or 1024 when the field is empty or not a number (spec part 1 §4).
 */
export function DimensionInput({ id, value, onChange }: DimensionInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      inputMode="numeric"
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
