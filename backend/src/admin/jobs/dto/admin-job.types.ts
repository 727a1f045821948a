import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { QueueName } from '../../../jobs/queue-name.js';
import { QUEUES } from '../../../jobs/queue-registry.js';
import { ApiProperty } from '@nestjs/swagger';
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
  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: 'Items done so far.' })
  done: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: 'Items the job has in all.' })
  total: number;
  @ApiProperty({ type: Number })
  @Field(() => Float, { description: 'done / total as a percentage, 0 to 100, two decimals.' })
  percent: number;
}

/** Its typed outcomes (importResult, …) come from the queue registry, through QueueResultFields. */
@ObjectType({ description: 'A queue job as administrators follow it.' })
export class AdminJob extends QueueResultFields() {
  @ApiProperty({ type: String })
  @Field(() => ID, { description: "The job's id within its queue (adminJob takes both)." })
  id: string;
  @ApiProperty({ enum: QueueName, enumName: 'QueueName' })
  @Field(() => QueueNameEnum, { description: 'The queue it is in.' })
  queue: QueueName;
  @ApiProperty({ type: String })
  @Field({ description: 'What kind of job it is, e.g. import-models or scan.' })
  name: string;

  @Field(() => JobStateEnum, { description: 'Where the job stands.' })
  @ApiProperty({ enum: JOB_STATES, enumName: 'JobState' })
  state: JobState;

  @Field(() => JobProgress, {
    nullable: true,
    description: 'How far it has come; null before the job reports progress.',
  })
  @ApiProperty({
    type: () => JobProgress,
    nullable: true,
    description: 'Null before the job reports progress.',
  })
  progress: JobProgress | null;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: 'How many times it has been tried.' })
  attemptsMade: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: 'How many tries it gets before it fails for good.' })
  maxAttempts: number;
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The error of its last failed attempt; null when none failed.',
  })
  failedReason: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: "The job's raw return value (any JSON); null until it completes.",
  })
  @ApiProperty({ description: 'The raw return value (any JSON), or null.', oneOf: ANY_JSON })
  result: unknown;

  @ApiProperty({ type: String, format: 'date-time' })
  @Field({ description: 'When it was queued.' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: 'When a worker last took it up; null before.',
  })
  processedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: 'When it completed or failed; null until then.',
  })
  finishedAt: Date | null;
}

@ObjectType({ description: "A page of one queue's jobs, newest first." })
export class AdminJobPage extends CursorPage(AdminJob) {
  @ApiProperty({ type: () => [AdminJob] })
  declare items: AdminJob[];

  @ApiProperty({ type: String, nullable: true, description: 'Pass as after for the next page.' })
  declare nextCursor: string | null;

  @ApiProperty({ type: Boolean })
  declare hasMore: boolean;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int, { description: 'How many jobs the queue holds in the listed states.' })
  total: number;
}

@ArgsType()
export class AdminJobPageArgs extends NumberedPageArgs(20) {}
