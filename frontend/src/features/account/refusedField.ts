import { graphQLRefusal } from '../../lib/graphQLRefusal';

/**
 * The form field a refused call is about, when the server names one of `fields` (invalid input:
 * a wrong current password, a password too easy to guess), so its message shows on the field.
 */
export function refusedField<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Field | undefined {
  const { code, field } = graphQLRefusal(error);
  return code === 'BAD_USER_INPUT' && (fields as readonly string[]).includes(field ?? '')
    ? (field as Field)
    : undefined;
}
