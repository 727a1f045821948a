import { Controller, Get, Query } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreditsService } from './credits.service.js';
import { OffsetPageArgs } from '../common/pagination/offset-page.args.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';
import { CreditHistoryLineView, LedgerRowView } from './dto/ledger-row.view.js';
import { CreditHistoryService } from './credit-history.service.js';

@ApiTags('Credits and billing')
@Controller('credits')
export class CreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly history: CreditHistoryService,
  ) {}

  /** The caller's ledger rows, newest first. */
  @ApiOperation({ summary: "The caller's credit movements, newest first" })
  @ApiOkResponse({ type: [LedgerRowView.schema] })
  @ApiErrors(400)
  @Get('ledger')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async ledger(@CurrentUser() caller: AuthenticatedUser, @Query() page: OffsetPageArgs) {
    const { items } = await this.credits.ledger(caller.user.id, {
      first: page.limit,
      offset: page.offset,
    });
    return items.map((row) => LedgerRowView.write(row));
  }

  /** The caller's credit history: one line per generation, newest first. */
  @ApiOperation({
    summary:
      "The caller's credit history, newest first: one line per generation (hold and settlement " +
      'folded, with their net amount and parts), one per other movement; limit counts lines',
  })
  @ApiOkResponse({ type: [CreditHistoryLineView.schema] })
  @ApiErrors(400)
  @Get('history')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async historyLines(@CurrentUser() caller: AuthenticatedUser, @Query() page: OffsetPageArgs) {
    const { items } = await this.history.lines(caller.user.id, {
      first: page.limit,
      offset: page.offset,
    });
    return items.map((line) => CreditHistoryLineView.write(line));
  }
}
