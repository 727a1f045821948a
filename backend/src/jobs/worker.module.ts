import { Module } from '@nestjs/common';

/**
 * The worker role: BullMQ processors live here, and only here. The api role does not import this
 * module, so scaling api replicas never adds consumers. Feature processors (model import, orphan
 * scan and delete) are added to `providers` as they are built.
 */
@Module({ providers: [] })
export class WorkerModule {}
