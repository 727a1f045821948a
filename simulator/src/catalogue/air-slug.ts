/** The file-name-safe form of an AIR used in hero-image URLs: `civitai:4384@128713` → `civitai-4384-128713`. */
export function airSlug(air: string): string {
  return air.toLowerCase().replace(/[^a-z0-9._]+/g, '-');
}
