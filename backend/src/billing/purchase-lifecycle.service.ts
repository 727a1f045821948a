import { Injectable, Logger } from '@nestjs/common';
import { type EntityManager, MoreThan } from 'typeorm';
import { roundCredits } from '../credits/credit-amount.js';
import { CreditsService } from '../credits/credits.service.js';
import { creditShare } from './credit-share.js';
import { CreditPurchase, type PurchaseStatus } from './entities/credit-purchase.entity.js';

export type RefundOutcome =
  'refunded' | 'partially-refunded' | 'already-handled' | 'unknown-charge';
export type DisputeOutcome =
  | 'held'
  | 'nothing-to-hold'
  | 'released'
  | 'kept'
  | 'dispute-open'
  | 'already-handled'
  | 'unknown-charge';

/** What the provider reports a dispute as (a subset of Stripe's Dispute). */
export interface DisputeReport {
  id: string;
  amount: number;
  paymentIntentId: string;
  status: string;
}

/** Dispute statuses that close a dispute in the buyer's favour or ours (Stripe's). */
const CLOSED_WON = new Set(['won', 'warning_closed']);
const CLOSED_LOST = new Set(['lost']);
/** Statuses a refund can be reported for: paid ones, however much was refunded already. */
const REFUNDABLE = new Set<PurchaseStatus>(['paid', 'partially_refunded', 'refunded']);

/**
 * A paid purchase's money after the payment, whoever reports it (webhook or the admin refund):
 * refunds take back the pack's share of credits, disputes freeze it, and whatever was already
 * spent is recorded as owed and collected from the next pack bought. Every method runs in the
 * caller's transaction with the purchase row locked, so replays, out-of-order events and an admin
 * refund racing its own webhook all meet one record and change it once.
 */
@Injectable()
export class PurchaseLifecycleService {
  private readonly logger = new Logger(PurchaseLifecycleService.name);

  constructor(private readonly credits: CreditsService) {}

  /** The purchase paid by a payment intent, locked for this transaction. */
  lockedByPaymentIntent(
    manager: EntityManager,
    paymentIntentId: string | null,
  ): Promise<CreditPurchase | null> {
    if (!paymentIntentId) return Promise.resolve(null);
    return manager
      .getRepository(CreditPurchase)
      .createQueryBuilder('purchase')
      .setLock('pessimistic_write')
      .where('purchase.paymentIntentId = :paymentIntentId', { paymentIntentId })
      .getOne();
  }

  /** A delayed payment method failed: the open purchase closes as failed, nothing is credited. */
  async failPayment(
    manager: EntityManager,
    sessionId: string,
  ): Promise<'failed' | 'already-handled'> {
    const result = await manager.update(
      CreditPurchase,
      { checkoutSessionId: sessionId, status: 'open' },
      { status: 'failed', failedAt: new Date() },
    );
    return result.affected ? 'failed' : 'already-handled';
  }

  /**
   * The charge's refunded total is now `refundedCents` (Stripe's cumulative amount_refunded). Only
   * a total above the one recorded moves credits: the credits due are the share of the new total
   * minus the share of the old one, so replays and older totals delivered late change nothing.
   * What the balance cannot cover (already spent) is recorded as owed, never overdrawn.
   */
  async applyRefundedTotal(
    manager: EntityManager,
    purchase: CreditPurchase,
    refundedCents: number,
    administratorId: string | null,
  ): Promise<RefundOutcome> {
    if (!REFUNDABLE.has(purchase.status)) return 'already-handled';
    if (refundedCents <= purchase.refundedCents) return 'already-handled';
    const shareBefore = creditShare(purchase.credits, purchase.refundedCents, purchase.priceCents);
    const shareNow = creditShare(purchase.credits, refundedCents, purchase.priceCents);
    // Credits a lost or open dispute already claimed are not claimed twice.
    const claimable = Math.max(0, purchase.credits - shareBefore - purchase.creditsDisputed);
    const due = roundCredits(Math.min(shareNow - shareBefore, claimable));
    const taken = await this.credits.takeUpTo(
      {
        userId: purchase.userId,
        kind: 'purchase_refund',
        upTo: due,
        checkoutSessionId: purchase.checkoutSessionId ?? undefined,
        actorId: administratorId ?? undefined,
        note: `${purchase.packName} pack refunded (${refundedCents >= purchase.priceCents ? 'in full' : 'in part'})`,
      },
      manager,
    );
    purchase.refundedCents = Math.min(refundedCents, purchase.priceCents);
    purchase.creditsTakenBack = roundCredits(purchase.creditsTakenBack + taken);
    purchase.creditsShortfall = roundCredits(purchase.creditsShortfall + due - taken);
    purchase.status =
      purchase.refundedCents >= purchase.priceCents ? 'refunded' : 'partially_refunded';
    purchase.refundedAt = new Date();
    if (administratorId) purchase.refundedBy = administratorId;
    await manager.save(purchase);
    if (due > taken)
      this.logger.warn(
        `Purchase ${purchase.id}: ${roundCredits(due - taken)} refunded credits were already spent; recorded as owed`,
      );
    return purchase.status === 'refunded' ? 'refunded' : 'partially-refunded';
  }

  /**
   * A dispute opened: the pack's share of the disputed amount (less what refunds already took) is
   * frozen by moving it out of the balance, as far as the balance holds it. Once per purchase.
   */
  async openDispute(
    manager: EntityManager,
    purchase: CreditPurchase,
    dispute: DisputeReport,
  ): Promise<DisputeOutcome> {
    if (purchase.disputeId) return 'already-handled';
    if (purchase.status === 'open' || purchase.status === 'failed' || purchase.status === 'expired')
      return 'already-handled';
    const refundedShare = creditShare(
      purchase.credits,
      purchase.refundedCents,
      purchase.priceCents,
    );
    const disputed = roundCredits(
      Math.min(
        creditShare(purchase.credits, dispute.amount, purchase.priceCents),
        Math.max(0, purchase.credits - refundedShare),
      ),
    );
    const held =
      disputed > 0
        ? await this.credits.takeUpTo(
            {
              userId: purchase.userId,
              kind: 'dispute_hold',
              upTo: disputed,
              checkoutSessionId: purchase.checkoutSessionId ?? undefined,
              note: `${purchase.packName} pack disputed: credits frozen`,
            },
            manager,
          )
        : 0;
    purchase.disputeId = dispute.id;
    purchase.disputeStatus = 'open';
    purchase.creditsDisputed = disputed;
    purchase.creditsHeld = held;
    await manager.save(purchase);
    return disputed > 0 ? 'held' : 'nothing-to-hold';
  }

  /**
   * A dispute closed: won gives the frozen credits back; lost keeps them, and what could not be
   * frozen (already spent) is recorded as owed. A close met before its open applies the open first.
   */
  async closeDispute(
    manager: EntityManager,
    purchase: CreditPurchase,
    dispute: DisputeReport,
  ): Promise<DisputeOutcome> {
    const won = CLOSED_WON.has(dispute.status);
    if (!won && !CLOSED_LOST.has(dispute.status)) return 'dispute-open';
    if (!purchase.disputeId) {
      const opened = await this.openDispute(manager, purchase, dispute);
      if (opened === 'already-handled') return opened;
    }
    if (purchase.disputeId !== dispute.id || purchase.disputeStatus !== 'open')
      return 'already-handled';
    if (won) {
      if (purchase.creditsHeld > 0)
        await this.credits.move(
          {
            userId: purchase.userId,
            kind: 'dispute_release',
            amount: purchase.creditsHeld,
            checkoutSessionId: purchase.checkoutSessionId ?? undefined,
            note: `${purchase.packName} pack dispute won: credits released`,
          },
          manager,
        );
      purchase.creditsHeld = 0;
      purchase.creditsDisputed = 0;
      purchase.disputeStatus = 'won';
    } else {
      purchase.creditsShortfall = roundCredits(
        purchase.creditsShortfall + purchase.creditsDisputed - purchase.creditsHeld,
      );
      purchase.disputeStatus = 'lost';
    }
    await manager.save(purchase);
    return won ? 'released' : 'kept';
  }

  /**
   * Takes the credits a user owes (refunds or lost disputes of spent credits) from the balance,
   * oldest first, as far as it holds them. Called when a new pack is credited; the owing purchases
   * are locked before the balance moves, in the order the webhook locks them (purchase, then user).
   */
  async lockOwing(manager: EntityManager, userId: string): Promise<CreditPurchase[]> {
    return manager.getRepository(CreditPurchase).find({
      where: { userId, creditsShortfall: MoreThan(0) },
      order: { createdAt: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async collectOwed(manager: EntityManager, owing: CreditPurchase[]): Promise<void> {
    for (const purchase of owing) {
      const taken = await this.credits.takeUpTo(
        {
          userId: purchase.userId,
          kind: 'purchase_refund',
          upTo: purchase.creditsShortfall,
          checkoutSessionId: purchase.checkoutSessionId ?? undefined,
          note: `Credits the ${purchase.packName} pack still owed, collected`,
        },
        manager,
      );
      if (taken === 0) return;
      await manager.update(
        CreditPurchase,
        { id: purchase.id },
        { creditsShortfall: roundCredits(purchase.creditsShortfall - taken) },
      );
    }
  }
}
