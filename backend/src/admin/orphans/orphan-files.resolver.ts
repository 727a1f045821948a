import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { positionOf, positionPage } from '../../common/pagination/position-page.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminJobsService } from '../jobs/admin-jobs.service.js';
import { AdminJob } from '../jobs/dto/admin-job.types.js';
import {
  OrphanFilePage,
  OrphanFilePageArgs,
  OrphanKeysArgs,
  OrphanReport,
} from './dto/orphan-files.types.js';
import { OrphanFilesService } from './orphan-files.service.js';

@Resolver(() => OrphanReport)
export class OrphanFilesResolver {
  constructor(
    private readonly orphans: OrphanFilesService,
    private readonly jobs: AdminJobsService,
  ) {}

  @Query(() => OrphanReport, {
    nullable: true,
    description: 'A finished scan (the latest when no jobId is given); null when there is none.',
  })
  @Authenticated('admin')
  adminOrphanReport(
    @Args('jobId', {
      type: () => ID,
      nullable: true,
      description: "The scan job's id; null for the latest scan.",
    })
    jobId?: string | null,
  ): Promise<OrphanReport | null> {
    return this.orphans.report(jobId ?? undefined);
  }

  @ResolveField(() => OrphanFilePage, { description: "The report's orphan files, in key order." })
  async orphanFiles(
    @Parent() report: OrphanReport,
    @Args() page: OrphanFilePageArgs,
  ): Promise<OrphanFilePage> {
    const start = positionOf(page);
    const items = await this.orphans.files(report.jobId, start, page.first);
    return positionPage(items, start, report.totalFiles);
  }

  @Mutation(() => AdminJob, { description: 'Queues an orphan scan (or returns the one running).' })
  @Authenticated('admin')
  async adminStartOrphanScan(): Promise<AdminJob> {
    return this.jobs.describe(await this.orphans.startScan());
  }

  @Mutation(() => AdminJob, {
    description: 'Queues the deletion of the selected files; each is re-checked first.',
  })
  @Authenticated('admin')
  async adminDeleteOrphanFiles(@Args() { fileKeys }: OrphanKeysArgs): Promise<AdminJob> {
    return this.jobs.describe(await this.orphans.deleteSelected(fileKeys));
  }

  @Mutation(() => AdminJob, { description: 'Queues the deletion of every current orphan.' })
  @Authenticated('admin')
  async adminDeleteAllOrphanFiles(): Promise<AdminJob> {
    return this.jobs.describe(await this.orphans.deleteAll());
  }
}
