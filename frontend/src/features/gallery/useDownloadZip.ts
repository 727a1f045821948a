import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/errorMessage';
import { postForFile } from '../../lib/postForFile';
import { saveBlobAs } from '../../lib/saveBlobAs';
import { useToast } from '../../lib/useToast';
import { imageCount } from './imageCount';

export const CREATIONS_ZIP_URL = '/api/creations/download';

/**
 * Downloads images as one ZIP (the server streams it; at most 100 ids) and saves it under the
 * name the server gives. `receivedBytes` counts the download's progress, null when none runs.
 */
export function useDownloadZip() {
  const toast = useToast();
  const [receivedBytes, setReceivedBytes] = useState<number | null>(null);

  const download = useCallback(
    async (ids: readonly string[]) => {
      setReceivedBytes(0);
      try {
        const { blob, fileName } = await postForFile(CREATIONS_ZIP_URL, {
          body: { ids },
          fallbackName: 'creations.zip',
          onProgress: setReceivedBytes,
        });
        saveBlobAs(blob, fileName);
        toast({
          variant: 'success',
          title: 'ZIP downloaded',
          description: `${imageCount(ids.length)} saved as ${fileName}.`,
        });
      } catch (error) {
        toast({
          variant: 'error',
          title: 'Download failed',
          description: `Could not download the images: ${errorMessage(error)}`,
        });
      } finally {
        setReceivedBytes(null);
      }
    },
    [toast],
  );

  return { download, downloading: receivedBytes !== null, receivedBytes };
}
