import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CreditPacksService } from '../../billing/credit-packs.service.js';
import { CreditPackOffer } from '../../billing/dto/credit-pack-offer.js';
import { CreditPackChanges } from '../../billing/dto/credit-pack.input.js';
import { CreditPurchase } from '../../billing/entities/credit-purchase.entity.js';
import { PurchasesService } from '../../billing/purchases.service.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { CreditsService } from '../../credits/credits.service.js';
import { LedgerPage, LedgerPageArgs } from '../../credits/dto/ledger-page.js';
import { PurchasePage, PurchasePageArgs } from './admin-purchase-page.js';

/** Administrators' view of money: a user's ledger and purchases, refunds, the pack editor. */
@Resolver()
export class AdminBillingResolver {
  constructor(
    private readonly credits: CreditsService,
    private readonly purchases: PurchasesService,
    private readonly packs: CreditPacksService,
  ) {}

  @Query(() => LedgerPage, { description: "A user's ledger rows, newest first." })
  @Authenticated('admin')
  adminUserLedger(
    @Args('userId', { type: () => ID, description: "The user's id." }) userId: string,
    @Args() page: LedgerPageArgs,
  ): Promise<LedgerPage> {
    return this.credits.ledger(userId, page);
  }

  @Query(() => PurchasePage, { description: "A user's credit-pack purchases, newest first." })
  @Authenticated('admin')
  async adminUserPurchases(
    @Args('userId', { type: () => ID, description: "The user's id." }) userId: string,
    @Args() page: PurchasePageArgs,
  ): Promise<PurchasePage> {
    return this.purchases.listFor(userId, page);
  }

  @Mutation(() => CreditPurchase, {
    description:
      'Refunds what is left of a paid purchase: takes its share of credits back (refused when already spent) and returns the payment. Refunded already (here or at the payment provider): CONFLICT.',
  })
  @Authenticated('admin')
  adminRefundPurchase(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('purchaseId', { type: () => ID, description: "The purchase's id." }) purchaseId: string,
  ): Promise<CreditPurchase> {
    return this.purchases.refund(purchaseId, caller.user.id);
  }

  @Query(() => [CreditPackOffer], { description: 'Every credit pack, inactive ones included.' })
  @Authenticated('admin')
  adminCreditPacks(): Promise<CreditPackOffer[]> {
    return this.packs.list(true);
  }

  @Mutation(() => CreditPackOffer, {
    description: "Changes a credit pack's name, price, credits, tier or availability.",
  })
  @Authenticated('admin')
  adminUpdateCreditPack(
    @Args('id', { type: () => ID, description: "The credit pack's id." }) id: string,
    @Args('changes', {
      description: 'The pack fields to change; fields left out stay as they are.',
    })
    changes: CreditPackChanges,
  ): Promise<CreditPackOffer> {
    return this.packs.update(id, changes);
  }
}
