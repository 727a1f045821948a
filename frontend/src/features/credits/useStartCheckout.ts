import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { StartCheckoutDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { graphQLRefusal } from '../../lib/graphQLRefusal';
import { useToast } from '../../lib/useToast';
import { useSession } from '../account/session';
import { goToHostedCheckout } from './hostedCheckout';

/**
 * Buying a pack: opens a checkout on the server and sends the browser to its hosted page. While
 * that happens `pendingPackId` names the pack; a refusal (payments unavailable, unknown pack,
 * an administrator, an unverified address, too many checkouts this hour) is shown with the
 * server's message.
 */
export function useStartCheckout() {
  const [startCheckout] = useMutation(StartCheckoutDocument);
  const { refresh } = useSession();
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
        // The cached user said verified; the server knows better. Reading the user again shows
        // the page's own notice and a way to get a link.
        if (graphQLRefusal(error).code === 'EMAIL_NOT_VERIFIED') await refresh({ force: true });
      }
    },
    [startCheckout, refresh, toast],
  );

  return { buy, pendingPackId };
}
