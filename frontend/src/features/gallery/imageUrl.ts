/**
 * The address to load an image from. Stored images on local disk come as site-relative signed
 * paths (`/api/files/...`), S3 ones as absolute URLs: both resolve against the site origin.
 */
export function resolveImageUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
