import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { StartCheckoutDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { goToHostedCheckout } from './hostedCheckout';

/**
 * Buying a pack: opens a checkout on the server and sends the browser to its hosted page. While
 * that happens `pendingPackId` names the pack; a refusal (payments unavailable, unknown pack,
 * an administrator) is shown with the server's message.
 */
export function useStartCheckout() {
  const [startCheckout] = useMutation(StartCheckoutDocument);
  const toast = useToast();
  const [pendingPackId, setPendingPackId] = useState<string | null>(null);

  const buy = useCallback(
    async (packId: string) => {
      setPendingPackId(packId);
      try {
        const { data } = await startCheckout({ variables: { packId } });
        if (!data) throw new Error('The server did not open a checkout.');
        // Stays pending: the page is being left for the checkout.
        goToHostedCheckout(data.startCheckout.url);
      } catch (error) {
        setPendingPackId(null);
        toast({
          variant: 'error',
          title: 'Checkout could not start',
          description: errorMessage(error),
        });
      }
    },
    [startCheckout, toast],
  );

  return { buy, pendingPackId };
}
