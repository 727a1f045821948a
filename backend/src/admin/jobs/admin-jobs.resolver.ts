import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminJobsService } from './admin-jobs.service.js';
import { QueueName } from '../../jobs/queue-name.js';
import {
  AdminJob,
  AdminJobPage,
  type JobState,
  JobStateEnum,
  QueueNameEnum,
} from './dto/admin-job.types.js';

@Resolver()
export class AdminJobsResolver {
  constructor(private readonly jobs: AdminJobsService) {}

  @Query(() => AdminJobPage, { description: "One queue's jobs, newest first." })
  @Authenticated('admin')
  adminJobs(
    @Args('queue', { type: () => QueueNameEnum }) queue: QueueName,
    @Args('state', {
      type: () => JobStateEnum,
      nullable: true,
      description: 'Omit for every state.',
    })
    state: JobState | null,
    @Args('offset', { type: () => Int, defaultValue: 0 }) offset: number,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit: number,
  ): Promise<AdminJobPage> {
    return this.jobs.list(queue, state ?? undefined, offset, limit);
  }

  @Query(() => AdminJob, { description: 'A job with its state, progress and result.' })
  @Authenticated('admin')
  adminJob(
    @Args('queue', { type: () => QueueNameEnum }) queue: QueueName,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.get(queue, id);
  }

  @Mutation(() => AdminJob, { description: 'Runs a failed job again.' })
  @Authenticated('admin')
  adminRetryJob(
    @Args('queue', { type: () => QueueNameEnum }) queue: QueueName,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.retry(queue, id);
  }
}
