import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { AdminModule } from './admin.module.js';
import { AdminArchitecturesController } from './architectures/admin-architectures.controller.js';
import { AdminArchitecturesResolver } from './architectures/admin-architectures.resolver.js';
import { AdminBillingController } from './billing/admin-billing.controller.js';
import { AdminBillingResolver } from './billing/admin-billing.resolver.js';
import { AdminGenerationsResolver } from './generations/admin-generations.resolver.js';
import { AdminJobsController } from './jobs/admin-jobs.controller.js';
import { AdminJobsResolver } from './jobs/admin-jobs.resolver.js';
import { AdminModelsController } from './models/admin-models.controller.js';
import { AdminModelsResolver } from './models/admin-models.resolver.js';
import { OrphanFilesController } from './orphans/orphan-files.controller.js';
import { OrphanFilesResolver } from './orphans/orphan-files.resolver.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { AdminUsersResolver } from './users/admin-users.resolver.js';

/**
 * Admin GraphQL and REST; only loaded in roles that serve HTTP. Every GraphQL field here is named
 * admin… and every route is `@Authenticated('admin')` (a test holds both to that).
 */
@Module({
  imports: [AdminModule, BillingModule, CreditsModule],
  controllers: [
    AdminModelsController,
    AdminUsersController,
    OrphanFilesController,
    AdminJobsController,
    AdminBillingController,
    AdminArchitecturesController,
  ],
  providers: [
    AdminModelsResolver,
    AdminUsersResolver,
    OrphanFilesResolver,
    AdminJobsResolver,
    AdminGenerationsResolver,
    AdminBillingResolver,
    AdminArchitecturesResolver,
  ],
})
export class AdminApiModule {}
