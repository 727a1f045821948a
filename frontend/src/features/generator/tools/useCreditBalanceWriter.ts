import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useSession } from '../../account/session';

/**
 * Puts the balance a charged call answered into the cached user, so the header shows it at once
 * without asking the server again.
 */
export function useCreditBalanceWriter(): (creditBalance: number) => void {
  const { cache } = useApolloClient();
  const { user } = useSession();
  const userId = user?.id;
  return useCallback(
    (creditBalance: number) => {
      if (!userId) return;
      cache.modify({
        id: cache.identify({ __typename: 'User', id: userId }),
        fields: { creditBalance: () => creditBalance },
      });
    },
    [cache, userId],
  );
}
