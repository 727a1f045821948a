import { saveBlobAs } from './saveBlobAs';

/**
 * Fetches an image and hands it to the browser as a file download under the given name.
 * Throws 'Failed to fetch image: {status} {statusText}' on a bad answer.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Failed to fetch image: ${response.status} ${response.statusText}`);
  }
  saveBlobAs(await response.blob(), fileName);
}
