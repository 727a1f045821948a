import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { QueueName } from '../../../jobs/queue-name.js';
import { QUEUES, type QueueResultField } from '../../../jobs/queue-registry.js';
import { type NestedShape, restOutput } from '../../../common/rest/rest-shape.js';
import { ModelImportResultRest } from '../../models/dto/provider-model.types.js';
import {
  OrphanDeleteResultRest,
  OrphanScanResultRest,
} from '../../orphans/dto/orphan-files.types.js';
import { closedEnum } from '../../../common/graphql/closed-enum.js';
import { CursorPage, NumberedPageArgs } from '../../../common/pagination/cursor-page.js';
import { QueueResultFields } from './queue-result-fields.js';

/** The states a job is listed in, as BullMQ names them, and unknown for one it cannot place. */
export const JOB_STATES = [
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
  'unknown',
] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JobStateEnum = closedEnum(
  'JobState',
  JOB_STATES,
  "Where a queue job stands (BullMQ's states).",
  {
    completed: 'Finished: the result is set.',
    failed: 'Attempts used up: failedReason says why; it can be retried.',
  },
);

export const QueueNameEnum = closedEnum(
  'QueueName',
  Object.values(QueueName),
  'A job queue; administrators follow the jobs of every queue.',
  Object.fromEntries(Object.values(QueueName).map((queue) => [queue, QUEUES[queue].description])),
);

/** Any JSON value. */
const ANY_JSON = [
  { type: 'object', additionalProperties: true },
  { type: 'array', items: {} },
  ...['string', 'number', 'boolean', 'null'].map((type) => ({ type })),
];

@ObjectType({ description: 'How far a job has come, as it last reported (e.g. models imported).' })
export class JobProgress {
  @Field(() => Int, { description: 'Items done so far.' })
  done: number;
  @Field(() => Int, { description: 'Items the job has in all.' })
  total: number;
  @Field(() => Float, { description: 'done / total as a percentage, 0 to 100, two decimals.' })
  percent: number;
}

/** Its typed outcomes (importResult, …) come from the queue registry, through QueueResultFields. */
@ObjectType({ description: 'A queue job as administrators follow it.' })
export class AdminJob extends QueueResultFields() {
  @Field(() => ID, { description: "The job's id within its queue (adminJob takes both)." })
  id: string;
  @Field(() => QueueNameEnum, { description: 'The queue it is in.' })
  queue: QueueName;
  @Field({ description: 'What kind of job it is, e.g. import-models or scan.' })
  name: string;

  @Field(() => JobStateEnum, { description: 'Where the job stands.' })
  state: JobState;

  @Field(() => JobProgress, {
    nullable: true,
    description: 'How far it has come; null before the job reports progress.',
  })
  progress: JobProgress | null;

  @Field(() => Int, { description: 'How many times it has been tried.' })
  attemptsMade: number;
  @Field(() => Int, { description: 'How many tries it gets before it fails for good.' })
  maxAttempts: number;
  @Field(() => String, {
    nullable: true,
    description: 'The error of its last failed attempt; null when none failed.',
  })
  failedReason: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: "The job's raw return value (any JSON); null until it completes.",
  })
  result: unknown;

  @Field({ description: 'When it was queued.' })
  createdAt: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When a worker last took it up; null before.',
  })
  processedAt: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When it completed or failed; null until then.',
  })
  finishedAt: Date | null;
}

@ObjectType({ description: "A page of one queue's jobs, newest first." })
export class AdminJobPage extends CursorPage(AdminJob) {
  @Field(() => Int, { description: 'How many jobs the queue holds in the listed states.' })
  total: number;
}

@ArgsType()
export class AdminJobPageArgs extends NumberedPageArgs(20) {}

// The REST answers, declared over the GraphQL types above.

/** Each typed outcome's REST answer; a queue that gains a result type names its answer here. */
const RESULT_ANSWERS: Record<QueueResultField, NestedShape> = {
  importResult: ModelImportResultRest,
  orphanScanResult: OrphanScanResultRest,
  orphanDeleteResult: OrphanDeleteResultRest,
};

/** One job (GET /api/admin/jobs/{queue}/{id}, and a retry's answer). */
export const AdminJobRest = restOutput(AdminJob, {
  name: 'AdminJob',
  openApi: {
    queue: { enumName: 'QueueName' },
    state: { enumName: 'JobState' },
    // Any JSON, null too: GraphQL's JSON scalar says only "object".
    result: {
      type: Object,
      additionalProperties: undefined,
      nullable: undefined,
      oneOf: ANY_JSON,
    },
  },
  nested: { progress: restOutput(JobProgress, { name: 'JobProgress' }), ...RESULT_ANSWERS },
});

/** A page of a queue's jobs (GET /api/admin/jobs/{queue}). */
export const AdminJobPageRest = restOutput(AdminJobPage, {
  name: 'AdminJobPage',
  nested: { items: AdminJobRest },
});
