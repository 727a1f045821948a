import { Checkbox, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';

/** The margins the provider takes, and the one a first tick starts from. */
export const MASK_MARGIN = { min: 32, max: 128, initial: 64, step: 8 } as const;

/** A margin as the provider takes it: a whole number from 32 to 128. */
export function clampMaskMargin(value: number): number {
  if (!Number.isFinite(value)) return MASK_MARGIN.initial;
  return Math.min(MASK_MARGIN.max, Math.max(MASK_MARGIN.min, Math.round(value)));
}

interface MaskMarginFieldProps {
  /** Null: off (the provider's default). */
  value: number | null;
  onChange: (value: number | null) => void;
}

/**
 * "Mask margin": off by default; ticked, the model sees this many extra pixels (32 to 128) of
 * context around the masked area, so small areas come out sharp. Sent as maskMargin with the mask.
 */
export function MaskMarginField({ value, onChange }: MaskMarginFieldProps) {
  const id = useId();
  // What is typed stays while typing; the margin takes it, within 32 to 128, on leaving the field.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Flex align="center" gap={8} wrap>
      <Checkbox
        checked={value !== null}
        onChange={(event) => onChange(event.target.checked ? MASK_MARGIN.initial : null)}
      >
        Mask margin
      </Checkbox>
      {value !== null && (
        <Input
          id={id}
          aria-label="Mask margin in pixels"
          type="number"
          inputMode="numeric"
          min={MASK_MARGIN.min}
          max={MASK_MARGIN.max}
          step={MASK_MARGIN.step}
          value={draft ?? String(value)}
          suffix="px"
          style={{ width: 110 }}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            if (draft !== null) onChange(clampMaskMargin(draft === '' ? NaN : Number(draft)));
            setDraft(null);
          }}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Extra context ({MASK_MARGIN.min}–{MASK_MARGIN.max} px) around the masked area, so small
        areas come out sharp.
      </Typography.Text>
    </Flex>
  );
}
