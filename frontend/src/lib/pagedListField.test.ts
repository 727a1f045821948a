import { gql, InMemoryCache } from '@apollo/client';
import { pagedListField } from './pagedListField';

const PAGE = gql`
  query Page($first: Int!, $after: String) {
    things(first: $first, after: $after) {
      items {
        id
      }
      nextCursor
      hasMore
    }
  }
`;

interface Page {
  things: {
    __typename: 'ThingPage';
    items: { __typename: 'Thing'; id: string }[];
    nextCursor: string | null;
    hasMore: boolean;
  };
}

const page = (ids: string[], hasMore: boolean): Page => ({
  things: {
    __typename: 'ThingPage',
    items: ids.map((id) => ({ __typename: 'Thing', id })),
    nextCursor: ids.at(-1) ?? null,
    hasMore,
  },
});

function cacheWithThings() {
  return new InMemoryCache({
    typePolicies: { Query: { fields: { things: pagedListField(false) } } },
  });
}

function write(cache: InMemoryCache, data: Page, after: string | null) {
  cache.writeQuery({ query: PAGE, variables: { first: 2, after }, data });
}

const read = (cache: InMemoryCache) =>
  cache.readQuery<Page>({ query: PAGE, variables: { first: 2, after: null } })?.things;

describe('pagedListField', () => {
  it('appends a later page, skipping items already listed', () => {
    const cache = cacheWithThings();
    write(cache, page(['1', '2'], true), null);
    write(cache, page(['2', '3'], true), '2');

    expect(read(cache)?.items.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('starts afresh with a first page', () => {
    const cache = cacheWithThings();
    write(cache, page(['1', '2'], true), null);
    write(cache, page(['9', '8'], true), null);

    expect(read(cache)?.items.map((item) => item.id)).toEqual(['9', '8']);
  });

  it('ends the list after a page that was not full, whatever it said', () => {
    const cache = cacheWithThings();
    write(cache, page(['1', '2'], true), null);
    expect(read(cache)?.hasMore).toBe(true);

    write(cache, page(['3'], true), '2');
    expect(read(cache)?.hasMore).toBe(false);
  });
});
