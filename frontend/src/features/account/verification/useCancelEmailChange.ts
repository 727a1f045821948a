import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { CancelEmailChangeDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';

/**
 * Withdraws a change to a new address that was never confirmed. The answer carries the session
 * fields, so the cached current user loses its pending address with it.
 */
export function useCancelEmailChange() {
  const [cancelEmailChange, { loading }] = useMutation(CancelEmailChangeDocument);
  const toast = useToast();

  const cancel = useCallback(async () => {
    try {
      const { data } = await cancelEmailChange();
      if (!data) throw new Error('The server did not answer.');
      toast({
        variant: 'success',
        title: 'Email change cancelled',
        description: `Your email stays ${data.cancelEmailChange.email}.`,
      });
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Email change not cancelled',
        description: errorMessage(error),
      });
    }
  }, [cancelEmailChange, toast]);

  return { cancel, cancelling: loading };
}
