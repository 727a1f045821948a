/**
 * Fetches an image as a blob and saves it under the given name (spec part 1 §7, "Downloads").
 * Throws 'Failed to fetch image: {status} {statusText}' on a bad answer.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Failed to fetch image: ${response.status} ${response.statusText}`);
  }
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
