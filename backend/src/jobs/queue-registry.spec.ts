import { type AppConfig } from '../config/app-config.js';
import { QueueName } from './queue-name.js';
import { DEFAULT_JOB_OPTIONS, jobOptionsOf, QUEUE_RESULTS } from './queue-registry.js';

const config = {
  RUNWARE_RECONCILE_DELAY_MS: 1234,
  WEBHOOK_RETRY_BASE_MS: 4321,
} as AppConfig;

describe('the queue registry', () => {
  it('adds admin jobs with the common options: three tries, kept a week when done', () => {
    for (const queue of [QueueName.ModelImport, QueueName.OrphanScan, QueueName.OrphanDelete]) {
      expect(jobOptionsOf(queue, config)).toEqual(DEFAULT_JOB_OPTIONS);
    }
    expect(DEFAULT_JOB_OPTIONS).toMatchObject({ attempts: 3, removeOnComplete: { count: 1000 } });
  });

  it('never runs a queued generation twice: one attempt, kept a day when done', () => {
    expect(jobOptionsOf(QueueName.GenerationRun, config)).toMatchObject({
      attempts: 1,
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  });

  it('asks the provider again from the configured delay, doubling it, 12 times', () => {
    expect(jobOptionsOf(QueueName.GenerationReconcile, config)).toMatchObject({
      delay: 1234,
      attempts: 12,
      backoff: { type: 'exponential', delay: 1234 },
      // What the queue does not set is the common option.
      removeOnFail: DEFAULT_JOB_OPTIONS.removeOnFail,
    });
  });

  it('retries mail 10 times from 10 s and webhooks 8 times from the configured base', () => {
    expect(jobOptionsOf(QueueName.Mail, config)).toMatchObject({
      attempts: 10,
      backoff: { type: 'exponential', delay: 10_000 },
    });
    expect(jobOptionsOf(QueueName.WebhookDelivery, config)).toMatchObject({
      attempts: 8,
      backoff: { type: 'exponential', delay: 4321 },
    });
  });

  it('gives the admin panel a typed result for imports and orphan scans and deletions', () => {
    expect(QUEUE_RESULTS.map(({ queue, field }) => [queue, field])).toEqual([
      [QueueName.ModelImport, 'importResult'],
      [QueueName.OrphanScan, 'orphanScanResult'],
      [QueueName.OrphanDelete, 'orphanDeleteResult'],
    ]);
  });
});
