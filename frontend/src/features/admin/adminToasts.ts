import { errorMessage } from '../../lib/errorMessage';
import type { Toast } from '../../lib/useToast';

// Failures read "An error occurred" / "Could not …: {message}"; successes say what
// happened under a plain "Success".

export function failureToast(action: string, error: unknown): Toast {
  return {
    variant: 'error',
    title: 'An error occurred',
    description: `${action}: ${errorMessage(error)}`,
  };
}

export function successToast(description: string): Toast {
  return { variant: 'success', title: 'Success', description };
}
