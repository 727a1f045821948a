import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  GalleryFoldersDocument,
  type GalleryFolderFragment,
} from '../../graphql/generated/graphql';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Default first, then by name: the server's order, kept after a local rename or create. */
export function sortFolders(folders: readonly GalleryFolderFragment[]): GalleryFolderFragment[] {
  return [...folders].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || byName.compare(a.name, b.name),
  );
}

/** The user's folders, read once and then kept current by the gallery's own mutations. */
export function useGalleryFolders() {
  const { data, loading, error, refetch } = useQuery(GalleryFoldersDocument);
  const folders = useMemo(() => (data ? sortFolders(data.folders) : undefined), [data]);
  return { folders, loading: loading && !data, error, refetch };
}
