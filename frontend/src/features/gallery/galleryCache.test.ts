import {
  type GalleryCreationFragment,
  GalleryCreationFragmentDoc,
  GalleryCreationsDocument,
  type GalleryCreationsQuery,
  type GalleryCreationsQueryVariables,
} from '../../graphql/generated/graphql';
import { createApolloClient } from '../../lib/apollo';
import { moveCreationsTo, removeCreations } from './galleryCache';
import { GALLERY_PAGE_SIZE } from './galleryPageSize';
import { creation, defaultFolder, landscapes } from './testing/galleryFixtures';

type Filters = Omit<GalleryCreationsQueryVariables, 'first' | 'after'>;

function writeList(
  cache: ReturnType<typeof createApolloClient>['cache'],
  variables: Filters,
  items: GalleryCreationFragment[],
) {
  cache.writeQuery({
    query: GalleryCreationsDocument,
    variables: { first: GALLERY_PAGE_SIZE, ...variables },
    // The cache needs each object's __typename; the generated types leave it out.
    data: {
      creations: {
        __typename: 'CreationPage',
        items: items.map((item) => ({ ...item, __typename: 'Creation' })),
        hasMore: false,
        nextCursor: null,
      },
    } as GalleryCreationsQuery,
  });
}

function readIds(cache: ReturnType<typeof createApolloClient>['cache'], variables: Filters) {
  return cache
    .readQuery({
      query: GalleryCreationsDocument,
      variables: { first: GALLERY_PAGE_SIZE, ...variables },
    })
    ?.creations.items.map((item) => item.id);
}

describe('gallery cache', () => {
  it('keeps filtered and unfiltered lists of a tab apart', () => {
    const { cache } = createApolloClient();
    const fox = { search: 'fox', from: '2026-01-01T00:00:00.000Z', to: '2026-01-02T00:00:00.000Z' };
    writeList(cache, { folderId: null }, [creation(1), creation(2)]);
    writeList(cache, { folderId: null, ...fox }, [creation(2)]);
    writeList(cache, { folderId: null, model: 'civitai:1@2' }, []);

    expect(readIds(cache, { folderId: null })).toEqual(['c1', 'c2']);
    expect(readIds(cache, { folderId: null, ...fox })).toEqual(['c2']);
    expect(readIds(cache, { folderId: null, model: 'civitai:1@2' })).toEqual([]);
  });

  it('forgets every list of the folder images moved to, filtered or not, and moves the cached images', () => {
    const { cache } = createApolloClient();
    writeList(cache, { folderId: null }, [creation(1), creation(2)]);
    writeList(cache, { folderId: landscapes.id }, [creation(3, { folder: landscapes })]);
    writeList(cache, { folderId: landscapes.id, search: 'fox' }, []);

    moveCreationsTo(cache, ['c1'], landscapes);

    expect(readIds(cache, { folderId: landscapes.id })).toBeUndefined();
    expect(readIds(cache, { folderId: landscapes.id, search: 'fox' })).toBeUndefined();
    expect(readIds(cache, { folderId: null })).toEqual(['c1', 'c2']);
    const folderOf = (id: string) =>
      cache.readFragment({
        id: cache.identify({ __typename: 'Creation', id }),
        fragment: GalleryCreationFragmentDoc,
        fragmentName: 'GalleryCreation',
      })?.folder.id;
    expect(folderOf('c1')).toBe(landscapes.id);
    expect(folderOf('c2')).toBe(defaultFolder.id);
  });

  it('takes deleted images out of every list', () => {
    const { cache } = createApolloClient();
    writeList(cache, { folderId: null }, [creation(1), creation(2), creation(3)]);
    writeList(cache, { folderId: null, search: 'prompt' }, [creation(1), creation(3)]);

    removeCreations(cache, ['c1', 'c3']);

    expect(readIds(cache, { folderId: null })).toEqual(['c2']);
    expect(readIds(cache, { folderId: null, search: 'prompt' })).toEqual([]);
  });
});
