import { useCallback } from 'react';
import { downloadImage } from '../../lib/downloadImage';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { downloadFileName } from './downloadImage';
import { resolveImageUrl } from './imageUrl';

/** Downloads a creation's full image as ai-image-{id}.jpg and says how it went. */
export function useDownloadCreation() {
  const toast = useToast();
  return useCallback(
    async (creation: { id: string; imageUrl: string }) => {
      try {
        await downloadImage(resolveImageUrl(creation.imageUrl), downloadFileName(creation.id));
        toast({
          variant: 'success',
          title: 'Download completed',
          description: 'Your image has been downloaded.',
        });
      } catch (error) {
        toast({
          variant: 'error',
          title: 'Download failed',
          description: `Could not download the image: ${errorMessage(error)}`,
        });
      }
    },
    [toast],
  );
}
