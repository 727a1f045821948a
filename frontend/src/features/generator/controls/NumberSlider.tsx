import { Flex, InputNumber, Slider } from 'antd';
import { LabelledField } from './LabelledField';

interface NumberSliderProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Shown when the value is not a number (spec part 1 §5: steps 20, CFG 7.5). */
  fallback?: number;
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
  onChange,
}: NumberSliderProps) {
  const shown = Number.isFinite(value) ? value : (fallback ?? min);
  const commit = (next: number | null) => {
    if (next === null || !Number.isFinite(next)) return;
    onChange(Math.min(max, Math.max(min, next)));
  };
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
          max={max}
          step={step}
          value={shown}
          onChange={commit}
          style={{ width: 80 }}
        />
      </Flex>
    </LabelledField>
  );
}
