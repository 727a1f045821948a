// How a row of the user's credit history reads: what happened, and by how much.

const LEDGER_KIND_LABELS: Readonly<Record<string, string>> = {
  welcome: 'Welcome credits',
  reserve: 'Generation hold',
  settle: 'Unused hold returned',
  refund: 'Refund (failed generation)',
  grant: 'Granted by an administrator',
  purchase: 'Credit pack purchase',
  purchase_refund: 'Purchase refunded',
  dispute_hold: 'Disputed payment: credits frozen',
  dispute_release: 'Dispute won: credits released',
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

/** A line of the history: a generation's rows folded, or one movement on its own. */
interface HistoryLine {
  kind: string;
  generationId: string | null;
  parts: readonly { kind: string }[];
}

/** What a line was; a generation's line says how it ended (its parts say how it got there). */
export function historyLineLabel(line: HistoryLine): string {
  if (!line.generationId) return ledgerKindLabel(line.kind);
  const kinds = new Set(line.parts.map((part) => part.kind));
  if (kinds.has('refund')) return 'Generation refunded';
  if (kinds.has('settle')) return 'Generation';
  return 'Generation (credits held)';
}
