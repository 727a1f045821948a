import { Module } from '@nestjs/common';
import { CreditsController } from './credits.controller.js';
import { CreditsModule } from './credits.module.js';
import { CreditsResolver } from './credits.resolver.js';

/** GraphQL and REST for a user's own ledger; only loaded in roles that serve HTTP. */
@Module({
  imports: [CreditsModule],
  controllers: [CreditsController],
  providers: [CreditsResolver],
})
export class CreditsApiModule {}
