/**
 * Avatar initials: the first letters of the first two words of the name, or the first two
 * letters of a single word, else "U". Always upper case.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  // Array.from splits by code point, so a letter outside the BMP is not cut in half.
  const letters =
    words.length >= 2
      ? [Array.from(words[0])[0], Array.from(words[1])[0]]
      : Array.from(words[0] ?? '').slice(0, 2);
  return letters.join('').toUpperCase() || 'U';
}
