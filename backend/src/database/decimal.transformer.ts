import { type ValueTransformer } from 'typeorm';

/** PostgreSQL returns numeric columns as strings to keep precision; we work in JS numbers. */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
