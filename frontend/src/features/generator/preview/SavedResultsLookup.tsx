import { useEffect, useState } from 'react';
import { lazyPart } from '../../../lib/lazyPart';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import type { ShareRequest } from '../../sharing/ShareDialog';
import type { GeneratedImage } from '../generatedImages';
import type { ShareResultActions } from './ImageToolbar';
import type { SavedCopies } from './savedCopy';
import { useSavedCopies } from './useSavedCopies';

/**
 * The share dialog, in its own chunk fetched when a share is asked for (as sharing's deferred.ts
 * loads it): only the dialog needs the date picker, which the dashboard then does without.
 */
const ShareDialog = lazyPart(() => import('../../sharing/ShareDialog'), 'ShareDialog');

/** Where the shown results are saved, and "Share" of a saved one. */
export interface SavedResults {
  copies: SavedCopies;
  /** Absent until the lookup has loaded: no result offers "Share" before. */
  share?: ShareResultActions;
}

/**
 * Looks up the gallery copies of the shown results (useSavedCopies) and hands them up at each
 * change, with "Share" of a saved result: the gallery's share dialog for its copy, shown from
 * here. A component, so the lookup and the way to the dialog load with the preview's deferred
 * parts: there are results to look up (and share) only once those have loaded.
 */
export function SavedResultsLookup({
  images,
  signedIn,
  onChange,
}: {
  images: readonly GeneratedImage[];
  signedIn: boolean;
  onChange: (saved: SavedResults) => void;
}) {
  const copies = useSavedCopies(images, signedIn);
  const [sharing, setSharing] = useState<ShareRequest | null>(null);
  useEffect(
    () =>
      onChange({
        copies,
        share: {
          savedCopyOf: (image) => copies.get(image.url)?.[0],
          onShare: (copy) =>
            setSharing({ target: { kind: 'creation', id: copy.id, nsfw: copy.nsfw } }),
        },
      }),
    [copies, onChange],
  );
  return (
    <LoadWhenNeeded when={sharing !== null}>
      <ShareDialog request={sharing} onClose={() => setSharing(null)} />
    </LoadWhenNeeded>
  );
}
