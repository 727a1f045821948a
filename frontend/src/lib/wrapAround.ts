/** Previous of the first is the last, next of the last the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
