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
 * where it is. The message reads `input.loras[0].model`; the `field` detail is the path the
 * validation pipe gives class-validator's refusals (`loras.0.model`, relative to an object
 * argument; the argument's name for a scalar or a list), so a client reads one format.
 * Iterative: request values are bounded, not flat.
 */
export function invalidTextRefusal(value: unknown, root = ''): ValidationFailedError | null {
  // Each entry: the value, its path in the message, its field path.
  const pending: [unknown, string, string][] = [[value, root, root]];
  while (pending.length) {
    const [item, path, field] = pending.pop()!;
    // An object argument's fields are named without the argument, as the pipe names them.
    const fieldBase = item === value && !Array.isArray(item) ? '' : field;
    if (typeof item === 'string') {
      const fault = textFault(item);
      if (fault)
        return new ValidationFailedError(`${path || 'The text'} ${REFUSAL[fault]}`, { field });
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) =>
        pending.push([entry, `${path}[${index}]`, pathOf(fieldBase, String(index))]),
      );
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const fault = textFault(key);
        if (fault)
          return new ValidationFailedError(
            `A property name in ${path || 'the input'} ${REFUSAL[fault]}`,
            { field },
          );
        pending.push([entry, pathOf(path, key), pathOf(fieldBase, key)]);
      }
    }
  }
  return null;
}
