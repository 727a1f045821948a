import type { FieldPolicy, Reference } from '@apollo/client';

/** A cursor-paged list as the cache stores it; `hasMore` only where the server reports one. */
interface StoredPage {
  items: Reference[];
  nextCursor: string | null;
  hasMore?: boolean;
}

/**
 * A paged list field in the cache that grows page by page: a first page (no `after` cursor) starts
 * the list afresh, so a revisit shows the newest items first; a later page is appended to it,
 * skipping items already there. `keyArgs` says which arguments keep separate lists.
 *
 * Where a page reports `hasMore`, more pages exist only while a page comes back full (as many
 * items as `first` asked for): a short or empty page ends the list, whatever it said.
 */
export function pagedListField<Page extends StoredPage>(
  keyArgs: FieldPolicy<Page>['keyArgs'],
): FieldPolicy<Page> {
  return {
    keyArgs,
    merge(existing, incoming, { args }) {
      const pageSize = typeof args?.first === 'number' ? args.first : undefined;
      const page =
        incoming.hasMore === undefined || pageSize === undefined
          ? incoming
          : { ...incoming, hasMore: incoming.hasMore && incoming.items.length >= pageSize };
      if (!args?.after || !existing) return page;
      const known = new Set(existing.items.map((item) => item.__ref));
      return {
        ...page,
        items: [...existing.items, ...page.items.filter((item) => !known.has(item.__ref))],
      };
    },
  };
}
