import type { FieldPolicy, Reference } from '@apollo/client';

/** Spec §9: the gallery loads 9 images a page. */
export const GALLERY_PAGE_SIZE = 9;

interface StoredCreationPage {
  items: Reference[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * `Query.creations` in the cache: one list per folder (and one for all images) that grows page by
 * page. A first page (no cursor) starts the list afresh; a later page is appended to it.
 */
export const creationsField: FieldPolicy<StoredCreationPage> = {
  keyArgs: (args) => (args?.folderId ? `folder:${String(args.folderId)}` : 'all'),
  merge(existing, incoming, { args }) {
    const pageSize = typeof args?.first === 'number' ? args.first : GALLERY_PAGE_SIZE;
    // Spec §4: more pages exist only while a page comes back full; a short or empty page ends it.
    const hasMore = incoming.hasMore && incoming.items.length >= pageSize;
    if (!args?.after || !existing) return { ...incoming, hasMore };
    const known = new Set(existing.items.map((item) => item.__ref));
    return {
      ...incoming,
      hasMore,
      items: [...existing.items, ...incoming.items.filter((item) => !known.has(item.__ref))],
    };
  },
};
