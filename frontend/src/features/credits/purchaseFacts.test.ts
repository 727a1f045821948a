import { purchaseFacts, purchaseStatus } from './purchaseFacts';

const base = {
  status: 'paid',
  priceCents: 999,
  currency: 'usd',
  credits: 400,
  refundedCents: 0,
  creditsTakenBack: 0,
  creditsShortfall: 0,
  disputeStatus: null,
  creditsDisputed: 0,
  creditsHeld: 0,
};

describe('purchaseStatus', () => {
  it.each([
    ['open', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['failed', 'Payment failed'],
    ['expired', 'Expired'],
    ['partially_refunded', 'Partly refunded'],
    ['refunded', 'Refunded'],
  ])('names %s "%s"', (status, label) => {
    expect(purchaseStatus(status).label).toBe(label);
  });

  it('shows a status it does not know as it is', () => {
    expect(purchaseStatus('on_hold')).toEqual({ label: 'on_hold', color: 'default' });
  });
});

describe('purchaseFacts', () => {
  it('says nothing more about a plain paid purchase', () => {
    expect(purchaseFacts(base)).toEqual([]);
  });

  it('tells a failed payment that nothing was charged', () => {
    expect(purchaseFacts({ ...base, status: 'failed' })).toEqual([
      'The payment did not go through: nothing was charged and no credits were added.',
    ]);
  });

  it('tells what a refund returned and took back, and what is owed', () => {
    expect(
      purchaseFacts({
        ...base,
        status: 'partially_refunded',
        refundedCents: 333,
        creditsTakenBack: 100,
        creditsShortfall: 33.3333,
      }),
    ).toEqual([
      '$3.33 refunded; 100 credits taken back.',
      '33.33 credits owed (already spent): they are taken from your next pack.',
    ]);
  });

  it('tells where a dispute stands', () => {
    expect(purchaseFacts({ ...base, disputeStatus: 'open', creditsHeld: 400 })).toEqual([
      'Payment disputed: 400 credits frozen until the dispute closes.',
    ]);
    expect(purchaseFacts({ ...base, disputeStatus: 'won' })).toEqual([
      'Dispute closed in your favour: the frozen credits were released.',
    ]);
    expect(purchaseFacts({ ...base, disputeStatus: 'lost', creditsHeld: 150 })).toEqual([
      'Dispute lost: 150 credits removed.',
    ]);
  });
});
