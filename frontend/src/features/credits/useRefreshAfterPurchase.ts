import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { CreditHistoryDocument } from '../../graphql/generated/graphql';
import { useSession } from '../account/session';

/**
 * Shows what a paid purchase changed everywhere: the new balance at once (the header and the
 * balance card read the session user from the cache), then the user read again for the tier the
 * pack may have raised, and the credit history with its new line.
 */
export function useRefreshAfterPurchase() {
  const client = useApolloClient();
  const { user, refresh } = useSession();
  const userId = user?.id;

  return useCallback(
    (creditBalance: number) => {
      if (userId) {
        client.cache.modify({
          id: client.cache.identify({ __typename: 'User', id: userId }),
          fields: { creditBalance: () => creditBalance },
        });
      }
      void refresh({ force: true });
      void client.refetchQueries({ include: [CreditHistoryDocument] });
    },
    [client, userId, refresh],
  );
}
