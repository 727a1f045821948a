import { Transform } from 'class-transformer';

/** Trims string input before validation, so "  a " counts as one character and blanks as empty. */
export const Trimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
