import { type WorkerHost } from '@nestjs/bullmq';
import { Module, type Type } from '@nestjs/common';
import { QueueName } from '../jobs/queue-name.js';
import { AdminModule } from './admin.module.js';
import { ModelImportJob } from './models/model-import.job.js';
import { OrphanDeleteJob } from './orphans/orphan-delete.job.js';
import { OrphanScanJob } from './orphans/orphan-scan.job.js';

/** The administration's queue processors and their queues. */
export const ADMIN_PROCESSORS: readonly [QueueName, Type<WorkerHost>][] = [
  [QueueName.ModelImport, ModelImportJob],
  [QueueName.OrphanScan, OrphanScanJob],
  [QueueName.OrphanDelete, OrphanDeleteJob],
];

/** Imported by WorkerModule only, so processors run in worker roles and nowhere else. */
@Module({ imports: [AdminModule], providers: ADMIN_PROCESSORS.map(([, processor]) => processor) })
export class AdminWorkersModule {}
