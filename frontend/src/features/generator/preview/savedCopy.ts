/** A result's copy in the gallery: the saved image (what "Share" shares) and its folder. */
export interface SavedCopy {
  /** The saved image's id. */
  id: string;
  folderName: string;
  /** The content check flagged it: sharing it asks the owner to confirm. */
  nsfw: boolean;
}

/** The gallery copies of each shown result, by its URL; a result not saved has none. */
export type SavedCopies = ReadonlyMap<string, readonly SavedCopy[]>;

/** The folders a result's copies are in, each once: 'Saved to Foxes, Winter'. */
export function folderNamesOf(copies: readonly SavedCopy[]): string[] {
  return [...new Set(copies.map((copy) => copy.folderName))];
}
