import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminJobsService } from './admin-jobs.service.js';
import { QueueName } from '../../jobs/queue-name.js';
import {
  AdminJob,
  AdminJobPage,
  AdminJobPageArgs,
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
    @Args('queue', { type: () => QueueNameEnum, description: 'The queue to list.' })
    queue: QueueName,
    @Args('state', {
      type: () => JobStateEnum,
      nullable: true,
      description: 'Omit for every state.',
    })
    state: JobState | null,
    @Args() page: AdminJobPageArgs,
  ): Promise<AdminJobPage> {
    return this.jobs.list(queue, state ?? undefined, page);
  }

  @Query(() => AdminJob, { description: 'A job with its state, progress and result.' })
  @Authenticated('admin')
  adminJob(
    @Args('queue', { type: () => QueueNameEnum, description: 'The queue the job is in.' })
    queue: QueueName,
    @Args('id', { type: () => ID, description: "The job's id (AdminJob.id)." }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.get(queue, id);
  }

  @Mutation(() => AdminJob, { description: 'Runs a failed job again.' })
  @Authenticated('admin')
  adminRetryJob(
    @Args('queue', { type: () => QueueNameEnum, description: 'The queue the job is in.' })
    queue: QueueName,
    @Args('id', { type: () => ID, description: "The failed job's id (AdminJob.id)." }) id: string,
  ): Promise<AdminJob> {
    return this.jobs.retry(queue, id);
  }
}
