import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { AdminArchitecturesService } from './architectures/admin-architectures.service.js';
import { AdminGenerationsService } from './generations/admin-generations.service.js';
import { AdminJobsService } from './jobs/admin-jobs.service.js';
import { AdminModelsService } from './models/admin-models.service.js';
import { ModelImportRunner } from './models/model-import.runner.js';
import { ModelCatalogueRepository } from './models/model-catalogue.repository.js';
import { OrphanDeleteRunner } from './orphans/orphan-delete.runner.js';
import { OrphanFilesService } from './orphans/orphan-files.service.js';
import { OrphanReportStore } from './orphans/orphan-report.store.js';
import { OrphanScanRunner } from './orphans/orphan-scan.runner.js';
import { ReferencedKeys } from './orphans/referenced-keys.js';
import { AdminUsersService } from './users/admin-users.service.js';

const SERVICES = [
  AdminArchitecturesService,
  AdminJobsService,
  ModelCatalogueRepository,
  AdminModelsService,
  ModelImportRunner,
  AdminUsersService,
  OrphanFilesService,
  OrphanReportStore,
  ReferencedKeys,
  OrphanScanRunner,
  OrphanDeleteRunner,
  AdminGenerationsService,
];

/** The administration's services, shared by its HTTP surfaces and its queue processors. */
@Module({
  imports: [AuthModule, CatalogModule, CreditsModule, ProviderModule],
  providers: SERVICES,
  exports: SERVICES,
})
export class AdminModule {}
