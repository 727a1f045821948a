import type { FieldPolicy, Reference } from '@apollo/client';

interface StoredGenerationPage {
  items: Reference[];
  nextCursor: string | null;
}

/**
 * `Query.myGenerations` in the cache: one list that grows with "Load more". A first page (no
 * cursor) starts it afresh, so a revisit shows the newest generations first.
 */
export const myGenerationsField: FieldPolicy<StoredGenerationPage> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    if (!args?.after || !existing) return incoming;
    const known = new Set(existing.items.map((item) => item.__ref));
    return {
      ...incoming,
      items: [...existing.items, ...incoming.items.filter((item) => !known.has(item.__ref))],
    };
  },
};
