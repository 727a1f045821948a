import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SavedCopiesDocument } from '../../../graphql/generated/graphql';
import type { GeneratedImage } from '../generatedImages';
import type { SavedCopies, SavedCopy } from './savedCopy';

const NONE: SavedCopies = new Map();

/**
 * The gallery copies of each shown result, by its URL, asked of the server for the results on the
 * preview (a save refetches it). Empty while unknown or signed out.
 */
export function useSavedCopies(images: readonly GeneratedImage[], signedIn: boolean): SavedCopies {
  const imageUrls = useMemo(() => [...new Set(images.map((image) => image.url))].sort(), [images]);
  const key = imageUrls.join('\n');
  const variables = useMemo(() => ({ imageUrls: key ? key.split('\n') : [] }), [key]);
  const { data } = useQuery(
    SavedCopiesDocument,
    signedIn && variables.imageUrls.length > 0 ? { variables } : skipToken,
  );
  return useMemo(() => {
    if (!data) return NONE;
    const copies = new Map<string, SavedCopy[]>();
    for (const copy of data.savedCopies) {
      if (!copy.sourceImageId) continue;
      const known = copies.get(copy.sourceImageId) ?? [];
      known.push({ id: copy.id, folderName: copy.folder.name, nsfw: copy.nsfw });
      copies.set(copy.sourceImageId, known);
    }
    return copies;
  }, [data]);
}
