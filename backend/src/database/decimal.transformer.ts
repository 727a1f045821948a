import type { ColumnOptions, ValueTransformer } from 'typeorm';

/** PostgreSQL returns numeric columns as strings to keep precision; we work in JS numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** A `numeric(precision, scale)` column, read back as a JS number. */
export const decimalColumn = (
  precision: number,
  scale: number,
  options: ColumnOptions = {},
): ColumnOptions => ({
  type: 'numeric',
  precision,
  scale,
  ...options,
  transformer: decimalTransformer,
});

/** An amount of credits: every table keeps them as `numeric(14,4)`. */
export const creditsColumn = (options: ColumnOptions = {}): ColumnOptions =>
  decimalColumn(14, 4, options);
