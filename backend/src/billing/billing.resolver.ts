import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { CheckoutService } from './checkout.service.js';
import { CreditPacksService } from './credit-packs.service.js';
import { CheckoutStarted, CheckoutState } from './dto/checkout.types.js';
import { CreditPackOffer } from './dto/credit-pack-offer.js';
import { CreditPurchase } from './entities/credit-purchase.entity.js';
import { PurchasesService } from './purchases.service.js';

@Resolver()
export class BillingResolver {
  constructor(
    private readonly packs: CreditPacksService,
    private readonly checkout: CheckoutService,
    private readonly purchases: PurchasesService,
  ) {}

  @Query(() => [CreditPurchase], {
    description:
      "The caller's credit-pack purchases, newest first: paid, failed, refunded (in part or in full), disputed, and any credits still owed.",
  })
  @Authenticated('user', { apiKeys: false })
  async myPurchases(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('first', {
      type: () => Int,
      defaultValue: 20,
      description: 'How many, 1 to 50 (newest first).',
    })
    first: number,
  ): Promise<CreditPurchase[]> {
    if (first < 1 || first > 50)
      throw new ValidationFailedError('first must be 1 to 50', { field: 'first' });
    const page = await this.purchases.listFor(caller.user.id, { first });
    return page.items;
  }

  @Query(() => [CreditPackOffer], { description: 'The credit packs on sale, in display order.' })
  creditPacks(): Promise<CreditPackOffer[]> {
    return this.packs.list();
  }

  @Mutation(() => CheckoutStarted, {
    description: 'Opens a checkout for a credit pack; the credits come once the payment is made.',
  })
  @Authenticated('user', { apiKeys: false })
  startCheckout(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('packId', {
      type: () => ID,
      description: 'An active pack id from creditPacks; unknown or inactive: NOT_FOUND.',
    })
    packId: string,
  ): Promise<CheckoutStarted> {
    return this.checkout.start(caller, packId);
  }

  @Mutation(() => CheckoutState, {
    description:
      "The buyer's return from checkout: the server reads the session from the payment provider and credits a paid one (once).",
  })
  @Authenticated('user', { apiKeys: false })
  confirmCheckout(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('sessionId', {
      type: () => ID,
      description: "The caller's checkout session id (startCheckout's sessionId).",
    })
    sessionId: string,
  ): Promise<CheckoutState> {
    return this.checkout.confirm(caller, sessionId);
  }
}
