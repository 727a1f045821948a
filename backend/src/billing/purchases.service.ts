import { type CursorPageOf } from '../common/pagination/cursor-page.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { type PageRequest } from '../common/pagination/position-page.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { CreditsService } from '../credits/credits.service.js';
import { MailOutbox } from '../mail/mail-outbox.js';
import { PurchaseMetrics } from '../metrics/purchase-metrics.js';
import { PurchaseCreditsSpentError, PurchaseNotRefundableError } from './billing-errors.js';
import { CreditPurchase } from './entities/credit-purchase.entity.js';
import { PaymentsClient } from './payments-client.js';

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
  ) {}

  /**
   * Call once fulfil()'s transaction has committed, whoever reported the payment (webhook or the
   * buyer's return): a purchase this call credited gets its one receipt, and a rolled-back sale
   * none.
   */
  async fulfilled(outcome: string, sessionId: string): Promise<void> {
    if (outcome === 'credited') await this.outbox.receipt(sessionId);
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
   * Takes a purchase's credits back and refunds its payment. The credits go first, in the same
   * transaction as the provider's refund: when they were already spent nothing is refunded, and
   * when the provider refuses, the credits stay. The refund's idempotency key makes a retry safe.
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
      if (purchase.status !== 'paid' || !purchase.paymentIntentId)
        throw new PurchaseNotRefundableError(purchase.status);
      const balance = await this.credits.move(
        {
          userId: purchase.userId,
          kind: 'purchase_refund',
          amount: -purchase.credits,
          checkoutSessionId: purchase.checkoutSessionId ?? undefined,
          actorId: administratorId,
          note: `${purchase.packName} pack refunded`,
        },
        manager,
      );
      if (balance === null)
        throw new PurchaseCreditsSpentError(
          purchase.credits,
          await this.credits.balance(purchase.userId, manager),
        );
      const paymentIntent = purchase.paymentIntentId;
      await this.payments.call('refund', (stripe) =>
        stripe.refunds.create(
          { payment_intent: paymentIntent },
          { idempotencyKey: `refund-${purchase.id}` },
        ),
      );
      purchase.status = 'refunded';
      purchase.refundedAt = new Date();
      purchase.refundedBy = administratorId;
      return manager.save(purchase);
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
