import { type Type } from '@nestjs/common';
import { type JobsOptions } from 'bullmq';
import { ModelImportResult } from '../admin/models/dto/provider-model.types.js';
import { ModelImportJob } from '../admin/models/model-import.job.js';
import { OrphanDeleteResult, OrphanScanResult } from '../admin/orphans/dto/orphan-files.types.js';
import { OrphanDeleteJob } from '../admin/orphans/orphan-delete.job.js';
import { OrphanScanJob } from '../admin/orphans/orphan-scan.job.js';
import { type AppConfig } from '../config/app-config.js';
import { GenerationReconcileJob } from '../generation/generation-reconciliation.job.js';
import { GenerationRunJob } from '../generation/generation-run.job.js';
import { MailDeliveryJob } from '../mail/mail-delivery.job.js';
import { WebhookDeliveryJobProcessor } from '../webhooks/webhook-delivery.job.js';
import { QueueName } from './queue-name.js';
import { type QueueProcessor } from './queue-processors.js';

/** How the admin panel shows a completed job's return value beside the raw JSON. */
export interface QueueResult {
  /** The AdminJob field that holds it (null on jobs of other queues and before completion). */
  field: string;
  /** Its GraphQL and OpenAPI type. */
  type: () => Type<unknown>;
}

/** One queue, whole: what it is for, who runs its jobs, how they are retried, what they answer. */
export interface QueueDefinition {
  /** What its jobs do, as administrators read it (the QueueName enum's description). */
  description: string;
  /** The one class that runs its jobs, in the worker role. */
  processor: Type<QueueProcessor>;
  /** Retries and retention of its jobs over DEFAULT_JOB_OPTIONS; producers add ids and data. */
  jobOptions?: (config: AppConfig) => JobsOptions;
  /** A typed field for its outcome; without one the panel shows the raw `result` only. */
  result?: QueueResult;
  /** Jobs one worker process runs at once; one unless it says otherwise. */
  concurrency?: (config: AppConfig) => number;
  /** Jobs every worker together runs at once (BullMQ's global concurrency); unbounded if absent. */
  globalConcurrency?: (config: AppConfig) => number;
}

const DAY_SECONDS = 24 * 3600;

/** Every job unless its queue says otherwise: three tries, backing off from 5 s. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 1000 },
  removeOnFail: { age: 30 * DAY_SECONDS },
};

/**
 * The registry: every queue of the product, one entry each. JobsModule registers the queues with
 * their job options, QueueWorkers runs each processor (worker role only) and the admin job types
 * take their descriptions and result fields from here. Nothing else registers or consumes a queue
 * (queue-processors.spec.ts checks it).
 */
export const QUEUES = {
  [QueueName.ModelImport]: {
    description: 'Imports chosen provider models.',
    processor: ModelImportJob,
    result: { field: 'importResult', type: () => ModelImportResult },
  },
  [QueueName.OrphanScan]: {
    description: 'Finds stored files no record points at.',
    processor: OrphanScanJob,
    result: { field: 'orphanScanResult', type: () => OrphanScanResult },
  },
  [QueueName.OrphanDelete]: {
    description: 'Deletes the orphans a scan found.',
    processor: OrphanDeleteJob,
    result: { field: 'orphanDeleteResult', type: () => OrphanDeleteResult },
  },
  [QueueName.GenerationRun]: {
    description: 'Runs asynchronous generations.',
    processor: GenerationRunJob,
    // Each job mostly waits on the provider: one slow generation must not hold up the next.
    concurrency: (config) => config.QUEUE_CONCURRENCY_GENERATION_RUN,
    // The studio's provider account runs at most this many tasks at once, whoever asked; which
    // user's waiting generation goes next is GenerationQueue's round-robin (job priorities).
    globalConcurrency: (config) => config.PROVIDER_MAX_CONCURRENCY,
    // A provider call is never repeated blindly: a job BullMQ re-delivers after its worker died
    // takes the generation's lease over and looks its task up by taskUUID, never resending it.
    jobOptions: () => ({
      attempts: 1,
      removeOnComplete: { age: DAY_SECONDS, count: 1000 },
      removeOnFail: { age: 7 * DAY_SECONDS },
    }),
  },
  [QueueName.GenerationReconcile]: {
    description: 'Learns the outcome of generations the provider did not confirm.',
    processor: GenerationReconcileJob,
    concurrency: () => 4,
    // The provider is asked again with doubling delays; after the last attempt the sweeper keeps
    // asking at every sweep until the generation is settled or refunded.
    jobOptions: (config) => ({
      delay: config.RUNWARE_RECONCILE_DELAY_MS,
      attempts: 12,
      backoff: { type: 'exponential', delay: config.RUNWARE_RECONCILE_DELAY_MS },
    }),
  },
  [QueueName.Mail]: {
    description: 'Sends mail.',
    processor: MailDeliveryJob,
    concurrency: (config) => config.QUEUE_CONCURRENCY_MAIL,
    // SMTP servers refuse for minutes at a time (greylisting, restarts): retry for about two hours.
    jobOptions: () => ({
      attempts: 10,
      backoff: { type: 'exponential', delay: 10_000 },
      removeOnComplete: { age: DAY_SECONDS, count: 1000 },
      removeOnFail: { age: 7 * DAY_SECONDS },
    }),
  },
  [QueueName.WebhookDelivery]: {
    description: 'Delivers webhook events.',
    processor: WebhookDeliveryJobProcessor,
    // Receivers may hang up to WEBHOOK_TIMEOUT_MS; WebhookDeliverySlots keeps one account's from
    // taking more than a bounded share of these.
    concurrency: (config) => config.QUEUE_CONCURRENCY_WEBHOOK_DELIVERY,
    // Eight tries, doubling from WEBHOOK_RETRY_BASE_MS (10 s): about 20 minutes. Each attempt is
    // recorded on the delivery, which fails for good after the last one.
    jobOptions: (config) => ({
      attempts: 8,
      backoff: { type: 'exponential', delay: config.WEBHOOK_RETRY_BASE_MS },
    }),
  },
} as const satisfies { readonly [Name in QueueName]: QueueDefinition };

/** The options every job of `queue` is added with (a producer's own options go over them). */
export function jobOptionsOf(queue: QueueName, config: AppConfig): JobsOptions {
  const definition: QueueDefinition = QUEUES[queue];
  return { ...DEFAULT_JOB_OPTIONS, ...definition.jobOptions?.(config) };
}

/** How many jobs of `queue` one worker process runs at once. */
export function concurrencyOf(queue: QueueName, config: AppConfig): number {
  const definition: QueueDefinition = QUEUES[queue];
  return definition.concurrency?.(config) ?? 1;
}

/** Jobs of the queue every worker together runs at once; null: no bound across workers. */
export function globalConcurrencyOf(queue: QueueName, config: AppConfig): number | null {
  const definition: QueueDefinition = QUEUES[queue];
  return definition.globalConcurrency?.(config) ?? null;
}

/** The AdminJob fields that hold typed results, as the registry names them. */
export type QueueResultField = (typeof QUEUES)[QueueName] extends infer Definition
  ? Definition extends { result: { field: infer Field } }
    ? Field
    : never
  : never;

/** The queues whose entry names a typed result, with that result. */
export const QUEUE_RESULTS = Object.values(QueueName).flatMap((queue) => {
  const { result }: QueueDefinition = QUEUES[queue];
  return result ? [{ queue, field: result.field as QueueResultField, type: result.type }] : [];
});
