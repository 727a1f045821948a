import fc from 'fast-check';

/** Who sends a payload: the spare member is the one whose session or account a payload may spend. */
export type Caller = 'anonymous' | 'member' | 'spare' | 'admin';

/** Rows and values the fuzzing users own, known once the suite's setup has made them. */
export interface FuzzFixtures {
  member: { id: string };
  spare: { id: string; email: string };
  folder: { id: string; name: string };
  creationId: string;
  favoriteId: string;
  promptStyleId: string;
  /** A saved character of the member's, its one image the member's creation. */
  referenceId: string;
  /** A live share link of the member's creation, without password. */
  share: { id: string; slug: string };
  generationId: string;
  packId: string;
  imageUrl: string;
  pngDataUrl: string;
  cursor: string;
}

/** A fixture read when a payload is generated (the suite's setup fills them in first). */
export const fixture = <T>(fixtures: FuzzFixtures, pick: (f: FuzzFixtures) => T) =>
  fc.constant(null).map(() => pick(fixtures));

/** Routes and operations that hash a password (or make a new spare member) get fewer runs. */
export const PASSWORD_RUNS = 8;

export const SDXL = 'civitai:101055@128078';
export const SDXL_LORA = 'civitai:132942@146296';
export const PASSWORD = 'secret-123';
