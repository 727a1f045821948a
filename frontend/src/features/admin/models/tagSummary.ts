/** A search result shows its first 3 tags, then "+N more". */
export const SHOWN_TAGS = 3;

export function summarizeTags(tags: readonly string[], shown = SHOWN_TAGS) {
  return { shown: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
