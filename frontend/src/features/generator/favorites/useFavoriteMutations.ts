import { useMutation } from '@apollo/client/react';
import {
  DeleteFavoriteDocument,
  FavoritesDocument,
  SaveFavoriteDocument,
} from '../../../graphql/generated/graphql';

/**
 * Saving and deleting favorites. The cached list follows each change (a saved favorite goes
 * first, as the server orders them; a deleted one is evicted), so it is never fetched again.
 */
export function useFavoriteMutations() {
  const [save, saving] = useMutation(SaveFavoriteDocument, {
    update(cache, { data }) {
      const saved = data?.saveFavorite;
      if (!saved) return;
      cache.updateQuery({ query: FavoritesDocument }, (current) =>
        current ? { favorites: [saved, ...current.favorites] } : current,
      );
    },
  });
  const [remove] = useMutation(DeleteFavoriteDocument, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteFavorite || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Favorite', id: variables.id }) });
      cache.gc();
    },
  });
  return { save, saving: saving.loading, remove };
}
