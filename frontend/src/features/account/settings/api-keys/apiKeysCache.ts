import type { ApolloCache } from '@apollo/client';
import { type ApiKeyItemFragment, ApiKeysDocument } from '../../../../graphql/generated/graphql';

/** A new key heads the list, which the server sends newest first. */
export function addApiKey(cache: ApolloCache, apiKey: ApiKeyItemFragment) {
  cache.updateQuery({ query: ApiKeysDocument }, (data) =>
    data && !data.apiKeys.some((known) => known.id === apiKey.id)
      ? { ...data, apiKeys: [apiKey, ...data.apiKeys] }
      : data,
  );
}

/** A revoked key leaves the list (lists skip references to removed objects). */
export function removeApiKey(cache: ApolloCache, id: string) {
  cache.evict({ id: cache.identify({ __typename: 'ApiKey', id }) });
  cache.gc();
}
