import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CreditPacksService } from '../../billing/credit-packs.service.js';
import { CreditPackChanges } from '../../billing/dto/credit-pack.input.js';
import { PurchasesService } from '../../billing/purchases.service.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { ledgerRow } from '../../credits/credits.controller.js';
import { CreditsService } from '../../credits/credits.service.js';
import { OffsetPageArgs } from '../../common/pagination/offset-page.args.js';

/** REST twin of AdminBillingResolver. */
@Controller('admin')
export class AdminBillingController {
  constructor(
    private readonly credits: CreditsService,
    private readonly purchases: PurchasesService,
    private readonly packs: CreditPacksService,
  ) {}

  @Get('users/:id/ledger')
  @Authenticated('admin')
  async ledger(@Param('id') userId: string, @Query() page: OffsetPageArgs) {
    const { items, total } = await this.credits.ledger(userId, page);
    return { items: items.map(ledgerRow), total };
  }

  @Get('users/:id/purchases')
  @Authenticated('admin')
  async purchasesOf(@Param('id') userId: string, @Query() page: OffsetPageArgs) {
    const [items, total] = await this.purchases.listFor(userId, page.limit, page.offset);
    return { items, total };
  }

  @Post('purchases/:id/refund')
  @HttpCode(200)
  @Authenticated('admin')
  refund(@Param('id') purchaseId: string, @CurrentUser() caller: AuthenticatedUser) {
    return this.purchases.refund(purchaseId, caller.user.id);
  }

  @Get('credit-packs')
  @Authenticated('admin')
  creditPacks() {
    return this.packs.list(true);
  }

  @Patch('credit-packs/:id')
  @Authenticated('admin')
  updateCreditPack(@Param('id') id: string, @Body() body: CreditPackChanges) {
    return this.packs.update(id, body);
  }
}
