import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface GraphQLRefusal {
  /** extensions.code: 'BAD_USER_INPUT', 'RATE_LIMITED', 'EMAIL_NOT_VERIFIED', ... */
  code?: string;
  /** extensions.field: the input the server refused, when it names one. */
  field?: string;
}

/**
 * What the server said about a call it refused: the code and field of its first GraphQL error.
 * Empty for anything else (no answer, a transport failure).
 */
export function graphQLRefusal(error: unknown): GraphQLRefusal {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const extensions = error.errors[0]?.extensions ?? {};
  return {
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    field: typeof extensions.field === 'string' ? extensions.field : undefined,
  };
}
