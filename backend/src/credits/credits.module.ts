import { Module } from '@nestjs/common';
import { CreditsService } from './credits.service.js';
import { TaskCharges } from './task-charges.js';
import { GenerationEvents } from '../generation/generation-events.js';
import { ImagePriceBook } from './image-price-book.js';
import { GenerationLeases } from '../generation/generation-leases.js';

/** The only module that moves credits: every balance change and its ledger row. */
@Module({
  // GenerationLeases: the lease every generation starts with is written with its hold.
  // GenerationEvents: every move of a generation is told to its owner's live subscribers.
  providers: [CreditsService, TaskCharges, GenerationLeases, GenerationEvents, ImagePriceBook],
  exports: [CreditsService, TaskCharges, GenerationLeases, GenerationEvents, ImagePriceBook],
})
export class CreditsModule {}
