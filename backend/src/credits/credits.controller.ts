import { Controller, Get, Query } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreditsService } from './credits.service.js';
import { OffsetPageArgs } from '../common/pagination/offset-page.args.js';
import { type CreditLedgerEntry } from './entities/credit-ledger-entry.entity.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';
import { LedgerRowView } from './dto/ledger-row.view.js';

/** The REST shape of a ledger row (GET /api/credits/ledger). */
export function ledgerRow(entry: CreditLedgerEntry) {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    createdAt: entry.createdAt,
    ...(entry.generationId ? { generationId: entry.generationId } : {}),
    ...(entry.checkoutSessionId ? { checkoutSessionId: entry.checkoutSessionId } : {}),
    ...(entry.note ? { note: entry.note } : {}),
  };
}

@ApiTags('Credits and billing')
@Controller('credits')
export class CreditsController {
  constructor(private readonly credits: CreditsService) {}

  /** The caller's ledger rows, newest first. */
  @ApiOperation({ summary: "The caller's credit movements, newest first" })
  @ApiOkResponse({ type: [LedgerRowView] })
  @ApiErrors(400)
  @Get('ledger')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async ledger(@CurrentUser() caller: AuthenticatedUser, @Query() page: OffsetPageArgs) {
    const { items } = await this.credits.ledger(caller.user.id, {
      first: page.limit,
      offset: page.offset,
    });
    return items.map(ledgerRow);
  }
}
