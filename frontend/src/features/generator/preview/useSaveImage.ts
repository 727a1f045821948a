import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { GeneratorFoldersDocument, SaveCreationDocument } from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import type { GeneratedImage } from '../generatedImages';
import { saveCreationInput, type SaveTarget } from './saveCreationInput';

/**
 * Saves a result into a folder. A folder made by the save joins the cached folder list, and the
 * cached image lists are dropped so the gallery shows the new image when next opened.
 */
export function useSaveImage() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(SaveCreationDocument, {
    update(cache, { data }) {
      const folder = data?.saveCreation.folder;
      if (!folder) return;
      cache.updateQuery({ query: GeneratorFoldersDocument }, (current) =>
        current && !current.folders.some((known) => known.id === folder.id)
          ? { folders: [...current.folders, folder] }
          : current,
      );
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'creations' });
      cache.gc();
    },
  });

  const save = useCallback(
    async (image: GeneratedImage, target: SaveTarget): Promise<boolean> => {
      try {
        const { data } = await mutate({ variables: { input: saveCreationInput(image, target) } });
        const folder = data?.saveCreation.folder.name;
        toast({
          variant: 'success',
          title: 'Bild sparad',
          description: folder ? `Bilden sparades i mappen "${folder}".` : undefined,
        });
        return true;
      } catch (error) {
        toast({
          variant: 'error',
          title: 'Fel vid sparande av bild',
          description:
            error instanceof Error && error.message ? error.message : 'Ett okänt fel inträffade',
        });
        return false;
      }
    },
    [mutate, toast],
  );

  return { save, saving: loading };
}
