import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminJobsService } from './admin-jobs.service.js';
import { AdminJob, AdminJobPage } from './dto/admin-job.types.js';

@Resolver()
export class AdminJobsResolver {
  constructor(private readonly jobs: AdminJobsService) {}

  @Query(() => AdminJobPage, { description: "One queue's jobs, newest first." })
  @Authenticated('admin')
  adminJobs(
    @Args('queue', { description: 'model-import | orphan-scan | orphan-delete' }) queue: string,
    @Args('state', { type: () => String, nullable: true }) state: string | null,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<AdminJobPage> {
    return this.jobs.list(queue, state ?? undefined, offset, limit);
  }

  @Query(() => AdminJob, { description: 'A job with its state, progress and result.' })
  @Authenticated('admin')
  adminJob(
    @Args('queue') queue: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.get(queue, id);
  }

  @Mutation(() => AdminJob, { description: 'Runs a failed job again.' })
  @Authenticated('admin')
  adminRetryJob(
    @Args('queue') queue: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.retry(queue, id);
  }
}
