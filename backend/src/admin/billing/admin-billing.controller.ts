import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CreditPacksService } from '../../billing/credit-packs.service.js';
import { CreditPackChangesBody } from '../../billing/dto/credit-pack.input.js';
import { PurchasesService } from '../../billing/purchases.service.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { LedgerRowView } from '../../credits/dto/ledger-row.view.js';
import { CreditsService } from '../../credits/credits.service.js';
import { OffsetPageArgs } from '../../common/pagination/offset-page.args.js';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreditPackOfferRest } from '../../billing/dto/credit-pack-offer.js';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import {
  LedgerPage,
  PurchasePage,
  PurchaseView,
  purchaseView,
} from './dto/admin-billing.responses.js';

/** REST twin of AdminBillingResolver. */
@ApiTags('Administration')
@Controller('admin')
export class AdminBillingController {
  constructor(
    private readonly credits: CreditsService,
    private readonly purchases: PurchasesService,
    private readonly packs: CreditPacksService,
  ) {}

  @ApiOperation({ summary: "A user's credit movements, newest first" })
  @ApiOkResponse({ type: LedgerPage })
  @ApiErrors(400)
  @Get('users/:id/ledger')
  @Authenticated('admin')
  async ledger(@Param('id') userId: string, @Query() page: OffsetPageArgs) {
    const { items, total } = await this.credits.ledger(userId, {
      first: page.limit,
      offset: page.offset,
    });
    return { items: items.map((row) => LedgerRowView.write(row)), total };
  }

  @ApiOperation({ summary: "A user's credit pack purchases, newest first" })
  @ApiOkResponse({ type: PurchasePage })
  @ApiErrors(400)
  @Get('users/:id/purchases')
  @Authenticated('admin')
  async purchasesOf(@Param('id') userId: string, @Query() page: OffsetPageArgs) {
    const { items, total } = await this.purchases.listFor(userId, {
      first: page.limit,
      offset: page.offset,
    });
    return { items: items.map(purchaseView), total };
  }

  @ApiOperation({
    summary:
      'Refund what is left of a paid purchase: its credits are taken back, its payment returned',
  })
  @ApiOkResponse({ type: PurchaseView })
  @ApiErrors(
    404,
    {
      status: 409,
      description:
        'Not a paid purchase, refunded already here or at the payment provider, or disputed (CONFLICT); or its credits were already spent (CREDITS_ALREADY_SPENT).',
    },
    { status: 503, description: 'Payments are unavailable (PAYMENTS_UNAVAILABLE).' },
  )
  @Post('purchases/:id/refund')
  @HttpCode(200)
  @Authenticated('admin')
  async refund(@Param('id') purchaseId: string, @CurrentUser() caller: AuthenticatedUser) {
    return purchaseView(await this.purchases.refund(purchaseId, caller.user.id));
  }

  @ApiOperation({ summary: 'Every credit pack, inactive ones too' })
  @ApiOkResponse({ type: [CreditPackOfferRest.schema] })
  @Get('credit-packs')
  @Authenticated('admin')
  async creditPacks() {
    return (await this.packs.list(true)).map((pack) => CreditPackOfferRest.write(pack));
  }

  @ApiOperation({ summary: 'Change a credit pack (fields given)' })
  @ApiOkResponse({ type: CreditPackOfferRest.schema })
  @ApiBody({ type: CreditPackChangesBody.schema })
  @ApiErrors(400, 404)
  @Patch('credit-packs/:id')
  @Authenticated('admin')
  async updateCreditPack(@Param('id') id: string, @Body() body: Record<string, unknown>) {
    const changes = await CreditPackChangesBody.read(body);
    return CreditPackOfferRest.write(await this.packs.update(id, changes));
  }
}
