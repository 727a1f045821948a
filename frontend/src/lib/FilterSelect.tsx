import { Select, type SelectProps } from 'antd';

type FilterSelectProps<Value> = Omit<SelectProps<Value>, 'aria-label' | 'allowClear' | 'style'> & {
  /** Names the filter for screen readers; its placeholder says what "none chosen" means. */
  label: string;
  width: number;
};

/** A list filter: one value or, cleared, all of them. */
export function FilterSelect<Value>({ label, width, ...select }: FilterSelectProps<Value>) {
  return <Select<Value> aria-label={label} allowClear style={{ width }} {...select} />;
}
