import { purchaseFacts, purchaseStatus } from './purchaseFacts';
import { myPurchase } from './testing/creditsFixtures';

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
    expect(purchaseFacts(myPurchase())).toEqual([]);
  });

  it('tells a failed payment that nothing was charged', () => {
    expect(purchaseFacts(myPurchase({ status: 'failed' }))).toEqual([
      'The payment did not go through: nothing was charged and no credits were added.',
    ]);
  });

  it('tells what a refund returned and took back, and what is owed', () => {
    expect(
      purchaseFacts(
        myPurchase({
          status: 'partially_refunded',
          refundedCents: 333,
          creditsTakenBack: 100,
          creditsShortfall: 33.3333,
        }),
      ),
    ).toEqual([
      '$3.33 refunded; 100 credits taken back.',
      '33.33 credits owed (already spent): they are taken from your next pack.',
    ]);
  });

  it('tells where a dispute stands', () => {
    expect(purchaseFacts(myPurchase({ disputeStatus: 'open', creditsHeld: 400 }))).toEqual([
      'Payment disputed: 400 credits frozen until the dispute closes.',
    ]);
    expect(purchaseFacts(myPurchase({ disputeStatus: 'won' }))).toEqual([
      'Dispute closed in your favour: the frozen credits were released.',
    ]);
    expect(purchaseFacts(myPurchase({ disputeStatus: 'lost', creditsHeld: 150 }))).toEqual([
      'Dispute lost: 150 credits removed.',
    ]);
  });
});
