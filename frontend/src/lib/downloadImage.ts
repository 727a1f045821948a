// Some browsers read the object URL after click() returns: release it a little later.
const RELEASE_OBJECT_URL_AFTER_MS = 10_000;

/**
 * Fetches an image and hands it to the browser as a file download under the given name.
 * Throws 'Failed to fetch image: {status} {statusText}' on a bad answer (spec part 2 §8).
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Failed to fetch image: ${response.status} ${response.statusText}`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), RELEASE_OBJECT_URL_AFTER_MS);
}
