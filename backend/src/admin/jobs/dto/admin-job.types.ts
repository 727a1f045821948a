import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { ModelImportResult } from '../../models/dto/provider-model.types.js';
import { OrphanDeleteResult, OrphanScanResult } from '../../orphans/dto/orphan-files.types.js';
import { QueueName } from '../../../jobs/queue-name.js';
import { ApiProperty } from '@nestjs/swagger';
import { closedEnum } from '../../../common/graphql/closed-enum.js';

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
  {
    [QueueName.ModelImport]: 'Imports chosen provider models.',
    [QueueName.OrphanScan]: 'Finds stored files no record points at.',
    [QueueName.OrphanDelete]: 'Deletes the orphans a scan found.',
    [QueueName.GenerationRun]: 'Runs asynchronous generations.',
    [QueueName.GenerationReconcile]:
      'Learns the outcome of generations the provider did not confirm.',
    [QueueName.Mail]: 'Sends mail.',
    [QueueName.WebhookDelivery]: 'Delivers webhook events.',
  },
);

/** Any JSON value. */
const ANY_JSON = [
  { type: 'object', additionalProperties: true },
  { type: 'array', items: {} },
  ...['string', 'number', 'boolean', 'null'].map((type) => ({ type })),
];

@ObjectType()
export class JobProgress {
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  done: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  total: number;
  @ApiProperty({ type: Number })
  @Field(() => Float)
  percent: number;
}

@ObjectType({ description: 'A queue job as administrators follow it.' })
export class AdminJob {
  @ApiProperty({ type: String })
  @Field(() => ID)
  id: string;
  @ApiProperty({ enum: QueueName, enumName: 'QueueName' })
  @Field(() => QueueNameEnum)
  queue: QueueName;
  @ApiProperty({ type: String })
  @Field()
  name: string;

  @Field(() => JobStateEnum)
  @ApiProperty({ enum: JOB_STATES, enumName: 'JobState' })
  state: JobState;

  @Field(() => JobProgress, { nullable: true, description: 'Null before the job starts.' })
  @ApiProperty({
    type: () => JobProgress,
    nullable: true,
    description: 'Null before the job reports progress.',
  })
  progress: JobProgress | null;

  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  attemptsMade: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  maxAttempts: number;
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  failedReason: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The raw return value.' })
  @ApiProperty({ description: 'The raw return value (any JSON), or null.', oneOf: ANY_JSON })
  result: unknown;

  @Field(() => ModelImportResult, { nullable: true, description: 'model-import, when completed.' })
  @ApiProperty({
    type: () => ModelImportResult,
    nullable: true,
    description: 'model-import, when completed.',
  })
  importResult: ModelImportResult | null;

  @Field(() => OrphanScanResult, { nullable: true, description: 'orphan-scan, when completed.' })
  @ApiProperty({
    type: () => OrphanScanResult,
    nullable: true,
    description: 'orphan-scan, when completed.',
  })
  orphanScanResult: OrphanScanResult | null;

  @Field(() => OrphanDeleteResult, {
    nullable: true,
    description: 'orphan-delete, when completed.',
  })
  @ApiProperty({
    type: () => OrphanDeleteResult,
    nullable: true,
    description: 'orphan-delete, when completed.',
  })
  orphanDeleteResult: OrphanDeleteResult | null;

  @ApiProperty({ type: String, format: 'date-time' })
  @Field()
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  @Field(() => Date, { nullable: true })
  processedAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  @Field(() => Date, { nullable: true })
  finishedAt: Date | null;
}

@ObjectType()
export class AdminJobPage {
  @ApiProperty({ type: () => [AdminJob] })
  @Field(() => [AdminJob])
  items: AdminJob[];
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  total: number;
}
