import { Flex, Select, Typography } from 'antd';
import type { ReactNode } from 'react';

interface LabelledFieldProps {
  /** The id of the field in `children`: the label points at it. */
  id: string;
  label: ReactNode;
  /** Shown beside the label, e.g. a help tooltip. */
  help?: ReactNode;
  children: ReactNode;
}

/** A generator setting: its bold label above the field it names. */
export function LabelledField({ id, label, help, children }: LabelledFieldProps) {
  const labelText = (
    <Typography.Text strong>
      <label htmlFor={id}>{label}</label>
    </Typography.Text>
  );
  return (
    <div>
      {help ? (
        <Flex gap={6} align="center">
          {labelText}
          {help}
        </Flex>
      ) : (
        labelText
      )}
      {children}
    </div>
  );
}

interface LabelledSelectProps<T extends string> {
  id: string;
  label: ReactNode;
  help?: ReactNode;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** A generator setting chosen from a list, as wide as its column. */
export function LabelledSelect<T extends string>({
  id,
  label,
  help,
  value,
  options,
  onChange,
}: LabelledSelectProps<T>) {
  return (
    <LabelledField id={id} label={label} help={help}>
      <Select
        id={id}
        style={{ width: '100%' }}
        value={value}
        options={options}
        onChange={onChange}
      />
    </LabelledField>
  );
}
