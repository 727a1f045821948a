// Some browsers read the object URL after click() returns: release it a little later.
const RELEASE_OBJECT_URL_AFTER_MS = 10_000;

/** Hands bytes already in memory to the browser as a file download under the given name. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), RELEASE_OBJECT_URL_AFTER_MS);
}
