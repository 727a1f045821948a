import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { VaryImageDocument, type VariationStrength } from '../../graphql/generated/graphql';
import { useCreditBalanceWriter } from '../generator/tools/useCreditBalanceWriter';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';

/**
 * Varies a saved image from the gallery: the server builds the request from the image's own
 * settings and queues it; the dashboard's queue shows it (and any tab open there hears of it).
 */
export function useVaryCreation(): (creationId: string, strength: VariationStrength) => void {
  const toast = useToast();
  const writeBalance = useCreditBalanceWriter();
  const [vary] = useMutation(VaryImageDocument);
  return useCallback(
    (creationId, strength) => {
      vary({ variables: { input: { creationId, strength } } })
        .then(({ data }) => {
          if (data) writeBalance(data.varyImage.creditBalance);
          toast({
            variant: 'success',
            title: 'Variation queued',
            description: 'It runs in the queue on the dashboard.',
          });
        })
        .catch((error: unknown) =>
          toast({
            variant: 'error',
            title: 'Could not vary the image',
            description: errorMessage(error),
          }),
        );
    },
    [vary, toast, writeBalance],
  );
}
