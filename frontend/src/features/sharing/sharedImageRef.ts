/** One image of a shared page, as its "Remix" and "Save to my gallery" links name it. */
export interface SharedImageRef {
  slug: string;
  creationId: string;
  /** The pass the page hands on for a link with a password; null without one. */
  pass: string | null;
}
