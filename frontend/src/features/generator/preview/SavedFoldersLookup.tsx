import { useEffect } from 'react';
import type { GeneratedImage } from '../generatedImages';
import { useSavedFolders } from './useSavedFolders';

/**
 * Looks up where the shown results are saved (useSavedFolders) and hands the answer up at each
 * change. A component, so the lookup loads with the preview's deferred parts: there are results
 * to look up only once those have loaded.
 */
export function SavedFoldersLookup({
  images,
  signedIn,
  onChange,
}: {
  images: readonly GeneratedImage[];
  signedIn: boolean;
  onChange: (folders: ReadonlyMap<string, readonly string[]>) => void;
}) {
  const folders = useSavedFolders(images, signedIn);
  useEffect(() => onChange(folders), [folders, onChange]);
  return null;
}
