import { Args, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreditHistoryService } from './credit-history.service.js';
import { CreditsService } from './credits.service.js';
import { CreditHistoryPage, CreditHistoryPageArgs } from './dto/credit-history-page.js';
import { LedgerPage, LedgerPageArgs } from './dto/ledger-page.js';

@Resolver()
export class CreditsResolver {
  constructor(
    private readonly credits: CreditsService,
    private readonly history: CreditHistoryService,
  ) {}

  @Query(() => LedgerPage, {
    description: "The caller's credit movements (ledger rows), newest first, with the total count.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myCreditLedger(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() page: LedgerPageArgs,
  ): Promise<LedgerPage> {
    return this.credits.ledger(caller.user.id, page);
  }

  @Query(() => CreditHistoryPage, {
    description:
      "The caller's credit history, newest first: one line per generation (hold and settlement or " +
      'refund folded, with their net amount and parts) and one per other movement; pages count lines.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myCreditHistory(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() page: CreditHistoryPageArgs,
  ): Promise<CreditHistoryPage> {
    return this.history.lines(caller.user.id, page);
  }
}
