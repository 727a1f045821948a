import type { ApolloCache, Reference } from '@apollo/client';
import {
  GalleryFoldersDocument,
  type GalleryFolderFragment,
} from '../../graphql/generated/graphql';
import { isViewOfList } from '../../lib/filteredListKey';

/**
 * What the gallery's mutations change in the Apollo cache, so every list on screen follows
 * without asking the server again. Images and folders are normalized by id: a renamed folder or
 * a moved image changes wherever it is shown.
 */

/**
 * Forgets one folder's image list (or all images' with null) and its filtered views; each is
 * fetched anew when shown. The list's key is the one `lib/apollo.ts` gives `creations`.
 */
function forgetCreationList(cache: ApolloCache, folderId: string | null) {
  const list = folderId ? `folder:${folderId}` : 'all';
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      creations: (page, { storeFieldName, DELETE }) =>
        isViewOfList(storeFieldName, 'creations', list) ? DELETE : page,
    },
  });
}

/** A new folder joins the folder list (which the gallery shows in name order). */
export function addFolder(cache: ApolloCache, folder: GalleryFolderFragment) {
  cache.updateQuery({ query: GalleryFoldersDocument }, (data) =>
    data && !data.folders.some((known) => known.id === folder.id)
      ? { folders: [...data.folders, folder] }
      : data,
  );
}

/**
 * A moved image already carries its new folder (the mutation's answer). The target folder's list
 * is fetched anew when next shown; the source folder's list hides images no longer in it.
 */
export function moveCreationTo(cache: ApolloCache, folderId: string) {
  forgetCreationList(cache, folderId);
}

/**
 * Images moved together (moveCreations answers only how many): each cached image now points at
 * its new folder, so every card showing it follows, and the folder's lists are fetched anew.
 */
export function moveCreationsTo(
  cache: ApolloCache,
  ids: readonly string[],
  folder: GalleryFolderFragment,
) {
  const folderReference = { __typename: 'Folder', id: folder.id };
  for (const id of ids) {
    cache.modify({
      id: cache.identify({ __typename: 'Creation', id }),
      fields: { folder: (current, { toReference }) => toReference(folderReference) ?? current },
    });
  }
  forgetCreationList(cache, folder.id);
}

/** A deleted image leaves every list (lists skip references to removed objects). */
export function removeCreation(cache: ApolloCache, id: string) {
  removeCreations(cache, [id]);
}

/** Deleted images leave every list, filtered or not. */
export function removeCreations(cache: ApolloCache, ids: readonly string[]) {
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Creation', id }) });
  cache.gc();
}

/** A new image (a tool's result kept): every list is fetched anew when next shown. */
export function forgetAllCreationLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'creations' });
  cache.gc();
}

/**
 * A deleted folder's images belong to Default now (the server moved them): cached images point
 * there, the Default list is fetched anew when shown, and the folder leaves the folder list.
 * The deleted folder's own list is left alone: forgetting it would make a tab still showing it
 * ask the server for a folder that no longer exists.
 */
export function removeFolder(cache: ApolloCache, folderId: string) {
  const folders = cache.readQuery({ query: GalleryFoldersDocument })?.folders ?? [];
  const defaultFolder = folders.find((folder) => folder.isDefault);
  const deletedId = cache.identify({ __typename: 'Folder', id: folderId });

  if (defaultFolder) {
    const defaultFolderObject = { __typename: 'Folder', id: defaultFolder.id };
    const orphans = new Set<string>();
    cache.modify<{ creations: { items: Reference[] } }>({
      id: 'ROOT_QUERY',
      fields: {
        creations(page, { readField, isReference }) {
          for (const item of isReference(page) ? [] : (page?.items ?? [])) {
            const folder = readField<Reference>('folder', item);
            if (folder?.__ref === deletedId) orphans.add(item.__ref);
          }
          return page;
        },
      },
    });
    for (const creationId of orphans) {
      cache.modify({
        id: creationId,
        fields: {
          folder: (current, { toReference }) => toReference(defaultFolderObject) ?? current,
        },
      });
    }
    forgetCreationList(cache, defaultFolder.id);
  }

  cache.updateQuery({ query: GalleryFoldersDocument }, (data) =>
    data ? { folders: data.folders.filter((folder) => folder.id !== folderId) } : data,
  );
  cache.evict({ id: deletedId });
  cache.gc();
}
