import { useCallback } from 'react';
import { downloadImage } from '../../lib/downloadImage';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { downloadFileName } from './downloadImage';
import { resolveImageUrl } from './imageUrl';

/** Downloads an image of the gallery under the given name and says how it went. */
export function useDownloadGalleryImage() {
  const toast = useToast();
  return useCallback(
    async (url: string, fileName: string) => {
      try {
        await downloadImage(url, fileName);
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

/** Downloads a creation's full image as ai-image-{id}.jpg and says how it went. */
export function useDownloadCreation() {
  const download = useDownloadGalleryImage();
  return useCallback(
    (creation: { id: string; imageUrl: string }) =>
      download(resolveImageUrl(creation.imageUrl), downloadFileName(creation.id)),
    [download],
  );
}
