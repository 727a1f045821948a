// How a row of the user's credit history reads: what happened, and by how much.

const LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  welcome: 'Welcome credits',
  reserve: 'Generation hold',
  settle: 'Unused hold returned',
  refund: 'Refund (failed generation)',
  grant: 'Granted by an administrator',
  purchase: 'Credit pack purchase',
  purchase_refund: 'Purchase refunded',
};

/** The readable name of a ledger kind; a kind this client does not know shows as it is. */
export function ledgerKindLabel(kind: string): string {
  return LEDGER_KIND_LABELS[kind] ?? kind;
}

/** The row's note, unless it only repeats the label (the server notes "Welcome credits" too). */
export function ledgerEntryNote(entry: { kind: string; note: string | null }): string | null {
  const note = entry.note?.trim();
  if (!note || note.toLowerCase() === ledgerKindLabel(entry.kind).toLowerCase()) return null;
  return note;
}
