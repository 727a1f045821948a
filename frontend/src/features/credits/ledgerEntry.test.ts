import {
  formatCredits,
  formatSignedCredits,
  ledgerEntryNote,
  ledgerKindLabel,
} from './ledgerEntry';

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

describe('credit amounts', () => {
  it('signs a movement and rounds it to 2 decimals', () => {
    expect(formatSignedCredits(400)).toBe('+400.00');
    expect(formatSignedCredits(-0.3217)).toBe('\u22120.32');
    expect(formatSignedCredits(1234.5)).toBe('+1,234.50');
  });

  it('gives no sign to what rounds to zero', () => {
    expect(formatSignedCredits(0)).toBe('0.00');
    expect(formatSignedCredits(-0.0004)).toBe('0.00');
  });

  it('shows a balance with 2 decimals', () => {
    expect(formatCredits(447.8812)).toBe('447.88');
    expect(formatCredits(50)).toBe('50.00');
  });
});
