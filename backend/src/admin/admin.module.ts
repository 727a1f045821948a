import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { AdminJobsService } from './jobs/admin-jobs.service.js';
import { AdminModelsService } from './models/admin-models.service.js';
import { ModelChangeBroadcast } from './models/model-change-broadcast.js';
import { ModelImportRunner } from './models/model-import.runner.js';

/** The administration's services, shared by its HTTP surfaces and its queue processors. */
@Module({
  imports: [AuthModule, CatalogModule, ProviderModule],
  providers: [AdminJobsService, AdminModelsService, ModelChangeBroadcast, ModelImportRunner],
  exports: [AdminJobsService, AdminModelsService, ModelChangeBroadcast, ModelImportRunner],
})
export class AdminModule {}
