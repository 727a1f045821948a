import { Module } from '@nestjs/common';
import { AdminModule } from './admin.module.js';
import { AdminJobsController } from './jobs/admin-jobs.controller.js';
import { AdminJobsResolver } from './jobs/admin-jobs.resolver.js';
import { AdminModelsController } from './models/admin-models.controller.js';
import { AdminModelsResolver } from './models/admin-models.resolver.js';

/**
 * Admin GraphQL and REST; only loaded in roles that serve HTTP. Every GraphQL field here is named
 * admin… and every route is `@Authenticated('admin')`.
 */
@Module({
  imports: [AdminModule],
  controllers: [AdminModelsController, AdminJobsController],
  providers: [AdminModelsResolver, AdminJobsResolver],
})
export class AdminApiModule {}
