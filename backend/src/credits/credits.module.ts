import { Module } from '@nestjs/common';
import { CreditsService } from './credits.service.js';
import { GenerationCharges } from './generation-charges.js';

/** The only module that moves credits: every balance change and its ledger row. */
@Module({
  providers: [CreditsService, GenerationCharges],
  exports: [CreditsService, GenerationCharges],
})
export class CreditsModule {}
