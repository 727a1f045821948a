import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { GeneratorFoldersDocument } from '../../../graphql/generated/graphql';
import { LoadWhenNeeded } from '../../../lib/LoadWhenNeeded';
import { DeferredSaveToFolderDialog } from '../deferred';
import type { GeneratedImage } from '../generatedImages';
import { useSaveImage } from './useSaveImage';

/**
 * Saving results to folders: an image whose parameters carry a folder, or with a
 * folder chosen above the grid, is saved there at once; otherwise the save dialog asks.
 */
export function useFolderSaving(chosenFolder: string | null) {
  const folders = useQuery(GeneratorFoldersDocument);
  const { save, saving } = useSaveImage();
  const [asking, setAsking] = useState<GeneratedImage | null>(null);
  const list = folders.data?.folders ?? [];

  const requestSave = (image: GeneratedImage) => {
    const folder = image.params.folder ?? chosenFolder;
    if (folder) void save(image, { folderName: folder });
    else setAsking(image);
  };

  const dialog = (
    <LoadWhenNeeded when={asking !== null}>
      <DeferredSaveToFolderDialog
        open={asking !== null}
        folders={list}
        saving={saving}
        onSave={(target) => (asking ? save(asking, target) : Promise.resolve(false))}
        onClose={() => setAsking(null)}
      />
    </LoadWhenNeeded>
  );

  return { folders: list, foldersLoading: folders.loading, requestSave, dialog };
}
