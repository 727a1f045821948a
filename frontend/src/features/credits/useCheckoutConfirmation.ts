import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import {
  ConfirmCheckoutDocument,
  type ConfirmCheckoutMutation,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { confirmUntilSettled } from './pollCheckout';
import { useRefreshAfterPurchase } from './useRefreshAfterPurchase';

export type PaymentConfirmation =
  | { phase: 'confirming' }
  | { phase: 'paid'; credits: number; packName: string }
  /** Still open after the polling time: the webhook may yet settle it. */
  | { phase: 'processing' }
  | { phase: 'expired' }
  | { phase: 'refunded' }
  /** The payment itself failed (a delayed method was declined): nothing was charged. */
  | { phase: 'declined' }
  /** The server could not be asked. */
  | { phase: 'failed'; message: string };

/**
 * The buyer is back from a paid checkout: asks the server about the session until the payment
 * is settled, and once it is paid, shows the new balance everywhere. `checkAgain` asks anew
 * after the polling gave up or failed.
 */
export function useCheckoutConfirmation(sessionId: string) {
  const [confirm] = useMutation(ConfirmCheckoutDocument);
  const refreshAfterPurchase = useRefreshAfterPurchase();
  const [confirmation, setConfirmation] = useState<PaymentConfirmation>({ phase: 'confirming' });
  const [round, setRound] = useState(0);

  // Not a dependency of the polling: a refreshed session must not start it over.
  const settle = useEffectEvent((answer: ConfirmCheckoutMutation['confirmCheckout']) => {
    if (answer.status === 'paid') {
      refreshAfterPurchase(answer.creditBalance);
      setConfirmation({ phase: 'paid', credits: answer.credits, packName: answer.packName });
    } else if (answer.status === 'expired') {
      setConfirmation({ phase: 'expired' });
    } else if (answer.status === 'refunded' || answer.status === 'partially_refunded') {
      setConfirmation({ phase: 'refunded' });
    } else if (answer.status === 'failed') {
      setConfirmation({ phase: 'declined' });
    } else {
      setConfirmation({ phase: 'processing' });
    }
  });

  useEffect(() => {
    const controller = new AbortController();
    confirmUntilSettled(
      async () => {
        const { data } = await confirm({ variables: { sessionId } });
        if (!data) throw new Error('The server gave no answer about the payment.');
        return data.confirmCheckout;
      },
      { signal: controller.signal },
    )
      .then((answer) => {
        if (answer) settle(answer);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setConfirmation({ phase: 'failed', message: errorMessage(error) });
        }
      });
    return () => controller.abort();
  }, [confirm, sessionId, round]);

  const checkAgain = useCallback(() => {
    setConfirmation({ phase: 'confirming' });
    setRound((current) => current + 1);
  }, []);
  return { confirmation, checkAgain };
}
