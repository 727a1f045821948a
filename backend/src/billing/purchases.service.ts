import { type CursorPageOf } from '../common/pagination/cursor-page.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { type PageRequest } from '../common/pagination/position-page.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { CreditsService } from '../credits/credits.service.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { PurchaseMetrics } from '../metrics/purchase-metrics.js';
import {
  PurchaseAlreadyRefundedError,
  PurchaseDisputedError,
  PurchaseCreditsSpentError,
  PurchaseNotRefundableError,
} from './billing-errors.js';
import { creditShare } from './credit-share.js';
import { CreditPurchase } from './entities/credit-purchase.entity.js';
import { PaymentsClient } from './payments-client.js';
import { PurchaseLifecycleService } from './purchase-lifecycle.service.js';

/** The payment intent's id, whether the provider sent it as an id or expanded. */
function paymentIntentId(intent: string | { id: string } | null): string | null {
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

export type FulfilmentOutcome = 'credited' | 'already-handled' | 'unknown-session' | 'mismatch';

/**
 * The life of a purchase after checkout opened it: paid (credits and tier given once), expired,
 * refunded (credits taken back, money returned). Every credit moves through CreditsService.
 */
@Injectable()
export class PurchasesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
    private readonly payments: PaymentsClient,
    private readonly metrics: PurchaseMetrics,
    private readonly outbox: MailOutbox,
    private readonly lifecycle: PurchaseLifecycleService,
  ) {}

  /**
   * Call as the last step of the transaction that applied a session's outcome, whoever reported
   * it (webhook or the buyer's return): a purchase it credited gets its one receipt, one whose
   * delayed payment failed its one notice. Redis being away rolls the outcome back, so it is
   * applied (and mailed) again when reported again; the mail job waits for the commit
   * (mail-composer.ts).
   */
  async fulfilled(outcome: string, sessionId: string): Promise<void> {
    if (outcome === 'credited') await this.outbox.receipt(sessionId);
    if (outcome === 'failed') await this.outbox.paymentFailed(sessionId);
  }

  /**
   * Records the payment of a session and gives its credits, at most once however often it is
   * reported (webhook replays, the buyer's return): only the move out of 'open' credits, and the
   * ledger allows one purchase row per session. Runs in the caller's transaction.
   */
  async fulfil(
    manager: EntityManager,
    session: Stripe.Checkout.Session,
  ): Promise<FulfilmentOutcome> {
    const purchase = await manager
      .getRepository(CreditPurchase)
      .createQueryBuilder('purchase')
      .setLock('pessimistic_write')
      .where('purchase.checkoutSessionId = :id', { id: session.id })
      .getOne();
    if (!purchase) return 'unknown-session';
    if (purchase.status !== 'open') return 'already-handled';
    // The amount charged must be the price the purchase was opened at.
    if (session.amount_total !== purchase.priceCents || session.currency !== purchase.currency)
      return 'mismatch';
    // Locked before the balance moves, in the order refund and dispute events lock them.
    const owing = await this.lifecycle.lockOwing(manager, purchase.userId);
    await manager.update(
      CreditPurchase,
      { id: purchase.id },
      {
        status: 'paid',
        paidAt: new Date(),
        paymentIntentId: paymentIntentId(session.payment_intent),
      },
    );
    await this.credits.move(
      {
        userId: purchase.userId,
        kind: 'purchase',
        amount: purchase.credits,
        checkoutSessionId: session.id,
        note: `${purchase.packName} pack`,
      },
      manager,
    );
    // Credits still owed by earlier purchases (refunded or lost disputes, already spent) first.
    await this.lifecycle.collectOwed(manager, owing);
    await this.raiseTier(manager, purchase.userId, purchase.accessLevelId);
    this.metrics.paid(purchase.packId, purchase.priceCents, purchase.currency);
    return 'credited';
  }

  /** An abandoned checkout: the purchase closes, nothing moves. */
  async expire(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.update(
      CreditPurchase,
      { checkoutSessionId: sessionId, status: 'open' },
      { status: 'expired' },
    );
  }

  /** A user's purchases, newest first (administrators' view). */
  async listFor(
    userId: string,
    page: PageRequest,
  ): Promise<CursorPageOf<CreditPurchase> & { total: number }> {
    if (!isUuid(userId)) return { items: [], total: 0, nextCursor: null, hasMore: false };
    const query = this.dataSource
      .getRepository(CreditPurchase)
      .createQueryBuilder('purchase')
      .where('purchase.userId = :userId', { userId });
    const total = await query.clone().getCount();
    return { ...(await keysetPage(query, 'purchase', page)), total };
  }

  /**
   * Refunds what is left of a purchase's payment and takes its share of credits back, in the
   * transaction that holds the purchase row and the buyer's row: the credits must still be there
   * (an administrator's refund does not leave credits owed), then the provider refunds, then the
   * same record the webhook keeps is updated, so the charge.refunded event this refund causes finds
   * it done. A
   * charge already refunded at the provider (say in its Dashboard) answers 409 and changes
   * nothing; its own event takes the credits back. The idempotency key names the refunded total
   * it starts from, so a retry cannot refund twice and a later refund of the rest is a new one.
   */
  async refund(purchaseId: string, administratorId: string): Promise<CreditPurchase> {
    if (!isUuid(purchaseId)) throw new NotFoundError('Purchase not found');
    const refunded = await this.dataSource.transaction(async (manager) => {
      const purchase = await manager
        .getRepository(CreditPurchase)
        .createQueryBuilder('purchase')
        .setLock('pessimistic_write')
        .where('purchase.id = :id', { id: purchaseId })
        .getOne();
      if (!purchase) throw new NotFoundError('Purchase not found');
      if (purchase.status === 'refunded') throw new PurchaseAlreadyRefundedError();
      if (purchase.disputeStatus === 'open') throw new PurchaseDisputedError();
      if (
        (purchase.status !== 'paid' && purchase.status !== 'partially_refunded') ||
        !purchase.paymentIntentId
      )
        throw new PurchaseNotRefundableError(purchase.status);
      const due =
        purchase.credits -
        creditShare(purchase.credits, purchase.refundedCents, purchase.priceCents);
      // Locked through the provider's call, so no generation's hold can spend the credits between
      // this check and taking them back.
      const balance = await this.credits.lockedBalance(purchase.userId, manager);
      if (balance < due) throw new PurchaseCreditsSpentError(due, balance);
      const paymentIntent = purchase.paymentIntentId;
      const remaining = purchase.priceCents - purchase.refundedCents;
      const refund = await this.payments
        .call('refund', (stripe) =>
          stripe.refunds.create(
            { payment_intent: paymentIntent, amount: remaining },
            { idempotencyKey: `refund-${purchase.id}-from-${purchase.refundedCents}` },
          ),
        )
        .catch((error: unknown) => {
          throw providerRefusal(error) ?? error;
        });
      await this.lifecycle.applyRefundedTotal(
        manager,
        purchase,
        purchase.refundedCents + refund.amount,
        administratorId,
      );
      return purchase;
    });
    this.metrics.refunded(refunded.packId);
    return refunded;
  }

  /** Moves the buyer up to the pack's tier; never down (a higher level stays as it is). */
  private async raiseTier(manager: EntityManager, userId: string, accessLevelId: number) {
    await manager.query(
      `UPDATE users SET access_level_id = $2, updated_at = now()
       WHERE id = $1
         AND (SELECT level FROM access_levels WHERE id = users.access_level_id)
           < (SELECT level FROM access_levels WHERE id = $2)`,
      [userId, accessLevelId],
    );
  }
}

/**
 * The provider's refusals that mean "refunded elsewhere already": a clear 409, never a 500. The
 * provider's own charge.refunded event brings the record up to date.
 */
function providerRefusal(error: unknown): Error | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined;
  if (error.code === 'charge_already_refunded') return new PurchaseAlreadyRefundedError();
  if (error.code === 'charge_disputed') return new PurchaseDisputedError();
  if (error.code === 'amount_too_large')
    return new PurchaseAlreadyRefundedError(
      'Part of this payment was just refunded at the payment provider; try again in a moment, once its notice has arrived.',
    );
  return undefined;
}
