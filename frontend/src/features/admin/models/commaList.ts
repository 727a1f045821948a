/** Tags and trigger words are typed comma-separated: trimmed, empty entries dropped. */
export function parseCommaList(text: string | undefined | null): string[] {
  return (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

export function formatCommaList(entries: readonly string[] | undefined | null): string {
  return (entries ?? []).join(', ');
}
