import { Module } from '@nestjs/common';
import { AdminModule } from './admin.module.js';
import { ModelImportJob } from './models/model-import.job.js';
import { OrphanDeleteJob } from './orphans/orphan-delete.job.js';
import { OrphanScanJob } from './orphans/orphan-scan.job.js';

/**
 * The administration's queue processors (their queues are in the registry, queue-registry.ts).
 * Imported by WorkerModule only, so processors run in worker roles and nowhere else.
 */
@Module({ imports: [AdminModule], providers: [ModelImportJob, OrphanScanJob, OrphanDeleteJob] })
export class AdminWorkersModule {}
