import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { GeneratorFoldersDocument, SaveCreationDocument } from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import type { GeneratedImage } from '../generatedImages';
import { saveCreationInput, type SaveTarget } from './saveCreationInput';

/** The server already holds this image in that folder: nothing new was stored. */
function alreadySaved(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'ALREADY_SAVED';
}

/**
 * Saves a result into a folder. A second save of an image into a folder that holds it is told
 * so ('Already saved') and stores nothing; the results' saved state is asked again after a save. A folder made by the save joins the cached folder list, and the
 * cached image lists are dropped so the gallery shows the new image when next opened.
 */
export function useSaveImage() {
  const toast = useToast();
  const [mutate, { loading }] = useMutation(SaveCreationDocument, {
    refetchQueries: ['SavedCopies'],
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
        if (alreadySaved(error)) {
          toast({
            variant: 'info',
            title: 'Already saved',
            description: error instanceof Error ? error.message : undefined,
          });
          return true;
        }
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
