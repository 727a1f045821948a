import { Args, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreditsService } from './credits.service.js';
import { LedgerPage, LedgerPageArgs } from './dto/ledger-page.js';

@Resolver()
export class CreditsResolver {
  constructor(private readonly credits: CreditsService) {}

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
}
