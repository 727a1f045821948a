export interface NamedVersion {
  name: string;
  version?: string | null;
}

/**
 * A model as people read it: its name and version ("Juggernaut XL v9"). Catalogue names often
 * carry the version already ("HiDream-I1 Fast", version "Fast"): then the name alone, never
 * "HiDream-I1 Fast Fast". Every picker, filter and details panel names models with this.
 */
export function modelDisplayName({ name, version }: NamedVersion): string {
  const trimmedName = name.trim();
  const trimmedVersion = version?.trim();
  if (!trimmedVersion) return trimmedName;
  return endsWithWord(trimmedName, trimmedVersion)
    ? trimmedName
    : `${trimmedName} ${trimmedVersion}`;
}

/** Whether `text` ends with `word` as a word of its own (after a space, _ or -), in any case. */
function endsWithWord(text: string, word: string): boolean {
  const [lowerText, lowerWord] = [text.toLowerCase(), word.toLowerCase()];
  if (!lowerText.endsWith(lowerWord)) return false;
  const before = lowerText.charAt(lowerText.length - lowerWord.length - 1);
  return before === '' || /[\s_-]/.test(before);
}
