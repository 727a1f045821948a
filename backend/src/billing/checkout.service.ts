import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { AppConfig } from '../config/app-config.js';
import { CreditsService } from '../credits/credits.service.js';
import { isAdministrator } from '../auth/administrators.js';
import { REDIS } from '../redis/redis.module.js';
import { AdministratorsDoNotBuyCreditsError, EmailNotVerifiedError } from './billing-errors.js';
import { CreditPacksService } from './credit-packs.service.js';
import { type CheckoutStarted, type CheckoutState } from './dto/checkout.types.js';
import { type CreditPack } from './entities/credit-pack.entity.js';
import { CreditPurchase } from './entities/credit-purchase.entity.js';
import { PaymentsClient } from './payments-client.js';
import { PurchasesService } from './purchases.service.js';

/**
 * Opens a Stripe Checkout Session for a credit pack, and reads one back when the buyer returns.
 * The credits are never given on the browser's word: only a paid session the server fetched or a
 * verified webhook credits them (PurchasesService.fulfil).
 */
@Injectable()
export class CheckoutService {
  /** Checkouts started per user per hour, shared by every replica. */
  private readonly checkoutsPerUser: RateLimiterRedis;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) redis: Redis,
    private readonly config: AppConfig,
    private readonly packs: CreditPacksService,
    private readonly payments: PaymentsClient,
    private readonly purchases: PurchasesService,
    private readonly credits: CreditsService,
  ) {
    this.checkoutsPerUser = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit:checkout:user',
      points: config.CHECKOUTS_PER_USER_PER_HOUR,
      duration: 3600,
    });
  }

  async start(caller: AuthenticatedUser, packId: string): Promise<CheckoutStarted> {
    if (isAdministrator(caller.user)) throw new AdministratorsDoNotBuyCreditsError();
    if (!caller.user.emailVerifiedAt) throw new EmailNotVerifiedError();
    const pack = await this.packs.offered(packId);
    // Counted before the purchase row and the provider's session, which a flood would pile up.
    await consumeOrRefuse(this.checkoutsPerUser, caller.user.id, 'checkouts started');
    try {
      return await this.open(caller, pack);
    } catch (error) {
      // Nothing was opened, so nothing is counted. Best effort: the answer is the first error.
      await this.checkoutsPerUser.reward(caller.user.id, 1).catch(() => {});
      throw error;
    }
  }

  /** The purchase row, then the provider's session for it; neither stays when the session fails. */
  private async open(caller: AuthenticatedUser, pack: CreditPack): Promise<CheckoutStarted> {
    const purchases = this.dataSource.getRepository(CreditPurchase);
    // The purchase exists before the session, so a webhook can never meet an unknown session.
    const purchase = await purchases.save(
      purchases.create({
        id: randomUUID(),
        userId: caller.user.id,
        packId: pack.id,
        packName: pack.name,
        priceCents: pack.priceCents,
        currency: pack.currency,
        credits: pack.credits,
        accessLevelId: pack.accessLevelId,
        status: 'open',
      }),
    );
    try {
      const returnTo = new URL('/credits', this.config.PUBLIC_URL).toString();
      const session = await this.payments.call('checkout', (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: pack.currency,
                  unit_amount: pack.priceCents,
                  product_data: { name: `${pack.name} pack — ${pack.credits} credits` },
                },
              },
            ],
            client_reference_id: caller.user.id,
            customer_email: caller.user.email,
            metadata: { purchaseId: purchase.id, packId: pack.id },
            success_url: `${returnTo}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${returnTo}?checkout=cancelled`,
          },
          // A retried create (the SDK's own retries included) opens no second session.
          { idempotencyKey: `checkout-${purchase.id}` },
        ),
      );
      if (!session.url) throw new Error('The payment provider returned a session without a url');
      await purchases.update({ id: purchase.id }, { checkoutSessionId: session.id });
      return { sessionId: session.id, url: session.url };
    } catch (error) {
      await purchases.delete({ id: purchase.id });
      throw error;
    }
  }

  /**
   * The buyer's return from checkout: asks the provider for the session and, when it is paid,
   * credits it now (the webhook may not have arrived yet; whichever comes second changes nothing).
   */
  async confirm(caller: AuthenticatedUser, sessionId: string): Promise<CheckoutState> {
    const purchase = await this.dataSource
      .getRepository(CreditPurchase)
      .findOne({ where: { checkoutSessionId: sessionId, userId: caller.user.id } });
    if (!purchase) throw new NotFoundError('Checkout session not found');
    if (purchase.status === 'open') {
      const session = await this.payments.call('session read', (stripe) =>
        stripe.checkout.sessions.retrieve(sessionId),
      );
      if (session.payment_status === 'paid') {
        // The mail is queued in the transaction, so a payment never stands without it.
        await this.dataSource.transaction(async (manager) => {
          const outcome = await this.purchases.fulfil(manager, session);
          await this.purchases.fulfilled(outcome, session.id);
        });
      } else if (session.status === 'expired') {
        await this.dataSource.transaction((manager) => this.purchases.expire(manager, session.id));
      }
    }
    const now = await this.dataSource
      .getRepository(CreditPurchase)
      .findOneOrFail({ where: { id: purchase.id } });
    return {
      sessionId,
      status: now.status,
      packName: now.packName,
      credits: now.credits,
      creditBalance: await this.credits.balance(caller.user.id),
    };
  }
}
