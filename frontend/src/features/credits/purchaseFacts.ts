// How a credit-pack purchase reads, for its buyer and for administrators: its status, and what
// happened to the money and the credits after the payment (refunds, owed credits, a dispute).
import { formatCreditCount, formatPrice } from '../../lib/format';

const PURCHASE_STATUSES: Readonly<Record<string, { label: string; color: string }>> = {
  open: { label: 'Awaiting payment', color: 'processing' },
  paid: { label: 'Paid', color: 'success' },
  failed: { label: 'Payment failed', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
  partially_refunded: { label: 'Partly refunded', color: 'warning' },
  refunded: { label: 'Refunded', color: 'warning' },
};

/** A status's label and tag colour; one this client does not know shows as it is. */
export function purchaseStatus(status: string): { label: string; color: string } {
  return PURCHASE_STATUSES[status] ?? { label: status, color: 'default' };
}

export interface PurchaseMoney {
  status: string;
  currency: string;
  refundedCents: number;
  creditsTakenBack: number;
  creditsShortfall: number;
  disputeStatus?: string | null;
  creditsHeld: number;
}

/** The sentences that say what happened after the payment; none for a plain paid purchase. */
export function purchaseFacts(purchase: PurchaseMoney): string[] {
  const facts: string[] = [];
  if (purchase.status === 'failed')
    facts.push('The payment did not go through: nothing was charged and no credits were added.');
  if (purchase.refundedCents > 0)
    facts.push(
      `${formatPrice(purchase.refundedCents, purchase.currency)} refunded; ${formatCreditCount(purchase.creditsTakenBack)} credits taken back.`,
    );
  if (purchase.disputeStatus === 'open')
    facts.push(
      `Payment disputed: ${formatCreditCount(purchase.creditsHeld)} credits frozen until the dispute closes.`,
    );
  if (purchase.disputeStatus === 'won')
    facts.push('Dispute closed in your favour: the frozen credits were released.');
  if (purchase.disputeStatus === 'lost')
    facts.push(`Dispute lost: ${formatCreditCount(purchase.creditsHeld)} credits removed.`);
  if (purchase.creditsShortfall > 0)
    facts.push(
      `${formatCreditCount(purchase.creditsShortfall)} credits owed (already spent): they are taken from your next pack.`,
    );
  return facts;
}
