import { ledgerEntryNote, ledgerKindLabel } from './ledgerEntry';

describe('ledgerKindLabel', () => {
  it.each([
    ['welcome', 'Welcome credits'],
    ['reserve', 'Generation hold'],
    ['settle', 'Unused hold returned'],
    ['refund', 'Refund (failed generation)'],
    ['grant', 'Granted by an administrator'],
    ['purchase', 'Credit pack purchase'],
    ['purchase_refund', 'Purchase refunded'],
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
