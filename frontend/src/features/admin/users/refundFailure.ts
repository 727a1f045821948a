import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../../lib/errorMessage';
import type { Toast } from '../../../lib/useToast';

// The server's code says what went wrong; its message says the details (e.g. the balance).
const REFUND_FAILURE_TITLES: Readonly<Record<string, string>> = {
  CREDITS_ALREADY_SPENT: 'Credits already spent',
  CONFLICT: 'Purchase not refundable',
  PAYMENTS_UNAVAILABLE: 'Payments unavailable',
};

function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The toast for a refund the server refused or could not make. */
export function refundFailureToast(error: unknown): Toast {
  const code = errorCode(error);
  return {
    variant: 'error',
    title: REFUND_FAILURE_TITLES[code ?? ''] ?? 'Refund failed',
    description: errorMessage(error),
  };
}
