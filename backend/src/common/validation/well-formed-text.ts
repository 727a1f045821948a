import { ValidationFailedError } from '../errors/domain-errors.js';

type TextFault = 'nul' | 'lone-surrogate';

/** ES2024's String#isWellFormed (Node has it; the TypeScript lib we target does not list it yet). */
const isWellFormed = (text: string): boolean =>
  (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/**
 * What keeps a string from being stored or checked as text, or null. PostgreSQL refuses NUL in text
 * and jsonb, and a lone UTF-16 surrogate has no UTF-8 form: validators and the driver fail on it.
 */
export function textFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'nul';
  return isWellFormed(text) ? null : 'lone-surrogate';
}

const REFUSAL: Record<TextFault, string> = {
  nul: 'must not contain NUL characters',
  'lone-surrogate': 'is not valid Unicode text',
};

const pathOf = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * The first string or property name in `value` that is not acceptable text, as a refusal naming
 * where it is (`prompt`, `input.loras[0].model`). Iterative: request values are bounded, not flat.
 */
export function invalidTextRefusal(value: unknown, root = ''): ValidationFailedError | null {
  const pending: [unknown, string, string][] = [[value, root, root]];
  while (pending.length) {
    const [item, path, field] = pending.pop()!;
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault)
        return new ValidationFailedError(`${path || 'The text'} ${REFUSAL[fault]}`, { field });
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => pending.push([entry, `${path}[${index}]`, field]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const fault = textFault(key);
        if (fault)
          return new ValidationFailedError(
            `A property name in ${path || 'the input'} ${REFUSAL[fault]}`,
            { field },
          );
        pending.push([entry, pathOf(path, key), key]);
      }
    }
  }
  return null;
}
