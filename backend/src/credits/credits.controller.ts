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
import { CreditHistoryService } from './credit-history.service.js';
import { type CreditHistoryLine } from './dto/credit-history-line.js';
import { CreditHistoryLineView } from './dto/credit-history-line.view.js';

/** What the REST shape of a ledger row shows: a row's, or a history line's own fields. */
type LedgerRowFields = Pick<
  CreditLedgerEntry,
  | 'id'
  | 'kind'
  | 'amount'
  | 'balanceAfter'
  | 'createdAt'
  | 'generationId'
  | 'checkoutSessionId'
  | 'note'
>;

/** The REST shape of a ledger row (GET /api/credits/ledger). */
export function ledgerRow(entry: LedgerRowFields) {
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

/** The REST shape of a credit history line (GET /api/credits/history). */
export function historyLine({ parts, ...line }: CreditHistoryLine) {
  return { ...ledgerRow(line), parts: parts.map(ledgerRow) };
}

@ApiTags('Credits and billing')
@Controller('credits')
export class CreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly history: CreditHistoryService,
  ) {}

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

  /** The caller's credit history: one line per generation, newest first. */
  @ApiOperation({
    summary:
      "The caller's credit history, newest first: one line per generation (hold and settlement " +
      'folded, with their net amount and parts), one per other movement; limit counts lines',
  })
  @ApiOkResponse({ type: [CreditHistoryLineView] })
  @ApiErrors(400)
  @Get('history')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async historyLines(@CurrentUser() caller: AuthenticatedUser, @Query() page: OffsetPageArgs) {
    const { items } = await this.history.lines(caller.user.id, {
      first: page.limit,
      offset: page.offset,
    });
    return items.map(historyLine);
  }
}
