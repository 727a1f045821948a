import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  GenerateImagesDocument,
  type GalleryCreationFragment,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import ExpandDialog from '../generator/expand/ExpandDialog';
import type { ExpandRequest, ExpandSource } from '../generator/expand/expandRequest';
import { useCreditBalanceWriter } from '../generator/tools/useCreditBalanceWriter';

interface ExpandCreationDialogProps {
  creation: GalleryCreationFragment;
  onClose: () => void;
}

/** A saved image as the Expand dialog starts from it: the server reads it by creation:<id>. */
export function creationExpandSource(creation: GalleryCreationFragment): ExpandSource {
  return {
    seedImage: `creation:${creation.id}`,
    url: creation.imageUrl,
    width: creation.width,
    height: creation.height,
    prompt: creation.prompt,
    ...(creation.negativePrompt ? { negativePrompt: creation.negativePrompt } : {}),
    model: creation.modelId,
  };
}

/**
 * Expands a saved image from the gallery: the request is queued (generateImages, async) and runs in
 * the dashboard's queue, as a variation does; the balance after its hold goes to the header.
 */
export function useExpandCreation(): (request: ExpandRequest) => void {
  const toast = useToast();
  const writeBalance = useCreditBalanceWriter();
  const [generate] = useMutation(GenerateImagesDocument);
  return useCallback(
    ({ input }) => {
      generate({ variables: { input, async: true } })
        .then(({ data }) => {
          if (data) writeBalance(data.generateImages.creditBalance);
          toast({
            variant: 'success',
            title: 'Expansion queued',
            description: 'It runs in the queue on the dashboard.',
          });
        })
        .catch((error: unknown) =>
          toast({
            variant: 'error',
            title: 'Could not expand the image',
            description: errorMessage(error),
          }),
        );
    },
    [generate, toast, writeBalance],
  );
}

/** The gallery's Expand canvas dialog (its own chunk, loaded when "Expand…" is chosen). */
export default function ExpandCreationDialog({ creation, onClose }: ExpandCreationDialogProps) {
  const expand = useExpandCreation();
  return (
    <ExpandDialog source={creationExpandSource(creation)} onClose={onClose} onGenerate={expand} />
  );
}
