import { historyLineLabel, ledgerEntryNote, ledgerKindLabel } from './ledgerEntry';

describe('ledgerKindLabel', () => {
  it.each([
    ['welcome', 'Welcome credits'],
    ['reserve', 'Generation hold'],
    ['settle', 'Unused hold returned'],
    ['refund', 'Refund (failed generation)'],
    ['grant', 'Granted by an administrator'],
    ['purchase', 'Credit pack purchase'],
    ['purchase_refund', 'Purchase refunded'],
    ['dispute_hold', 'Disputed payment: credits frozen'],
    ['dispute_release', 'Dispute won: credits released'],
  ])('names %s "%s"', (kind, label) => {
    expect(ledgerKindLabel(kind)).toBe(label);
  });

  it('shows a kind it does not know as it is', () => {
    expect(ledgerKindLabel('bonus')).toBe('bonus');
  });
});

describe('ledgerEntryNote', () => {
  it('gives the note when it says more than the label', () => {
    expect(ledgerEntryNote({ kind: 'purchase', note: 'Standard pack' })).toBe('Standard pack');
    expect(ledgerEntryNote({ kind: 'grant', note: ' Thanks for the report ' })).toBe(
      'Thanks for the report',
    );
  });

  it('leaves out a missing note and one that repeats the label', () => {
    expect(ledgerEntryNote({ kind: 'reserve', note: null })).toBeNull();
    expect(ledgerEntryNote({ kind: 'welcome', note: 'Welcome credits' })).toBeNull();
    expect(ledgerEntryNote({ kind: 'grant', note: 'granted by an administrator' })).toBeNull();
  });
});

describe('historyLineLabel', () => {
  const line = (kinds: string[], generationId: string | null = 'g1') => ({
    kind: kinds[0],
    generationId,
    parts: kinds.map((kind) => ({ kind })),
  });

  it('names a generation by how it ended', () => {
    expect(historyLineLabel(line(['reserve', 'settle']))).toBe('Generation');
    expect(historyLineLabel(line(['reserve', 'refund']))).toBe('Generation refunded');
    expect(historyLineLabel(line(['reserve']))).toBe('Generation (credits held)');
  });

  it('names any other movement by its kind', () => {
    expect(historyLineLabel(line(['purchase'], null))).toBe('Credit pack purchase');
    // A deleted generation's rows keep their own names.
    expect(historyLineLabel(line(['settle'], null))).toBe('Unused hold returned');
  });
});
