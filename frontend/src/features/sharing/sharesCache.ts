import type { ApolloCache } from '@apollo/client';
import {
  MyShareLinksDocument,
  type ShareLinkItemFragment,
} from '../../graphql/generated/sharing/graphql';

/** A new link heads the list, which the server sends newest first. */
export function addShareLink(cache: ApolloCache, link: ShareLinkItemFragment) {
  cache.updateQuery({ query: MyShareLinksDocument }, (data) =>
    data && !data.myShareLinks.some((known) => known.id === link.id)
      ? { ...data, myShareLinks: [link, ...data.myShareLinks] }
      : data,
  );
}

/** A revoked link leaves the list (lists skip references to removed objects). */
export function removeShareLink(cache: ApolloCache, id: string) {
  cache.evict({ id: cache.identify({ __typename: 'ShareLink', id }) });
  cache.gc();
}
