/**
 * What the simulator knows about how an image came to be, carried from an image to the images made
 * from it (an upscale of a generated picture still knows its prompt and its subject).
 */
export interface ImageOrigin {
  /** The positivePrompt the picture was generated from: captions are built from it. */
  prompt?: string;
  /** How to paint the abstract picture again: background removal re-derives its subject from it. */
  painting?: PaintingRecipe;
}

/** The painter's identity text and the size the picture was painted at. */
export interface PaintingRecipe {
  identity: string;
  width: number;
  height: number;
}

export const UNKNOWN_ORIGIN: ImageOrigin = {};
