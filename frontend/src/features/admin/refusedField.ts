import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The form field a BAD_USER_INPUT refusal is about, if it names one. The server names the input
 * it refused in extensions.field, or as the message's first word ("priceCents must be at least
 * 50 …"); `fieldOfInput` maps that input to the form field showing it.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fieldOfInput: ReadonlyMap<string, Field>,
): Field | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const refusal = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  if (!refusal) return undefined;
  const field = refusal.extensions?.field;
  const input = typeof field === 'string' ? field : refusal.message.split(' ')[0];
  return input === undefined ? undefined : fieldOfInput.get(input);
}
