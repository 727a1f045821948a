import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SavedCopiesDocument } from '../../../graphql/generated/graphql';
import type { GeneratedImage } from '../generatedImages';

const NONE: ReadonlyMap<string, readonly string[]> = new Map();

/**
 * The folders each shown result is saved in, by its URL, asked of the server for the results on
 * the preview (a save refetches it). Empty while unknown or signed out.
 */
export function useSavedFolders(
  images: readonly GeneratedImage[],
  signedIn: boolean,
): ReadonlyMap<string, readonly string[]> {
  const imageUrls = useMemo(() => [...new Set(images.map((image) => image.url))].sort(), [images]);
  const key = imageUrls.join('\n');
  const variables = useMemo(() => ({ imageUrls: key ? key.split('\n') : [] }), [key]);
  const { data } = useQuery(
    SavedCopiesDocument,
    signedIn && variables.imageUrls.length > 0 ? { variables } : skipToken,
  );
  return useMemo(() => {
    if (!data) return NONE;
    const folders = new Map<string, string[]>();
    for (const copy of data.savedCopies) {
      if (!copy.sourceImageId) continue;
      const names = folders.get(copy.sourceImageId) ?? [];
      if (!names.includes(copy.folder.name)) names.push(copy.folder.name);
      folders.set(copy.sourceImageId, names);
    }
    return folders;
  }, [data]);
}
