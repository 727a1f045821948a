import { Module } from '@nestjs/common';
import { CreditHistoryService } from './credit-history.service.js';
import { CreditsController } from './credits.controller.js';
import { CreditsModule } from './credits.module.js';
import { CreditsResolver } from './credits.resolver.js';

/** GraphQL and REST for a user's own ledger and credit history; only loaded in roles that serve HTTP. */
@Module({
  imports: [CreditsModule],
  controllers: [CreditsController],
  providers: [CreditsResolver, CreditHistoryService],
})
export class CreditsApiModule {}
