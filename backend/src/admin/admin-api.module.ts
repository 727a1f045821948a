import { Module } from '@nestjs/common';
import { BillingModule } from '../billing/billing.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ProviderModule } from '../provider/provider.module.js';
import { SharesModule } from '../shares/shares.module.js';
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
import { AdminShareReportsController } from './share-reports/admin-share-reports.controller.js';
import { AdminShareReportsResolver } from './share-reports/admin-share-reports.resolver.js';
import { AdminShareReportsService } from './share-reports/admin-share-reports.service.js';
import { AdminUsersController } from './users/admin-users.controller.js';
import { ProviderAccountStatusService } from './provider-account/provider-account-status.service.js';
import { ProviderAccountResolver } from './provider-account/provider-account.resolver.js';
import { AdminUsersResolver } from './users/admin-users.resolver.js';

/**
 * Admin GraphQL and REST; only loaded in roles that serve HTTP. Every GraphQL field here is named
 * admin… and every route is `@Authenticated('admin')` (a test holds both to that).
 */
@Module({
  imports: [AdminModule, BillingModule, CreditsModule, MailModule, ProviderModule, SharesModule],
  controllers: [
    AdminModelsController,
    AdminUsersController,
    OrphanFilesController,
    AdminJobsController,
    AdminBillingController,
    AdminArchitecturesController,
    AdminShareReportsController,
  ],
  providers: [
    AdminModelsResolver,
    AdminUsersResolver,
    OrphanFilesResolver,
    AdminJobsResolver,
    AdminGenerationsResolver,
    AdminBillingResolver,
    AdminArchitecturesResolver,
    ProviderAccountResolver,
    ProviderAccountStatusService,
    // HTTP only, as the provider account's status: no processor needs it.
    AdminShareReportsService,
    AdminShareReportsResolver,
  ],
})
export class AdminApiModule {}
