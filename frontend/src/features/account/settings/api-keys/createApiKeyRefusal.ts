import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type CreateApiKeyField = 'name' | 'scopes' | 'currentPassword';

/**
 * The dialog field a refused createApiKey is about, if any: the admin scope refused to a member
 * (FORBIDDEN), a missing or wrong current password (the server names the field), or invalid input,
 * which the server names as the message's first word ("name must be at most 60 characters").
 * Other refusals (too many keys) concern no field.
 */
export function refusedCreateApiKeyField(error: unknown): CreateApiKeyField | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const { message, extensions } of error.errors) {
    if (extensions?.code === 'FORBIDDEN') return 'scopes';
    if (extensions?.code === 'BAD_USER_INPUT') {
      if (extensions.field === 'currentPassword') return 'currentPassword';
      const input = message.split(' ')[0];
      if (input === 'name' || input === 'scopes') return input;
    }
  }
  return undefined;
}
