import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { MailOutbox } from '../../src/mail/mail-outbox.js';
import { PRODUCER_CONNECTION_OPTIONS } from '../../src/redis/redis-availability.js';
import { type TestApp } from './test-app.js';

/**
 * Runs `action` while Redis is away for the app's mail queue alone (a queue whose connection, once
 * ready, is closed, stands in for it), then puts the app's own queue back.
 */
export async function whileMailQueueIsAway<T>(app: TestApp, action: () => Promise<T>): Promise<T> {
  const outbox = app.app.get(MailOutbox) as unknown as { queue: Queue };
  const queue = outbox.queue;
  const connection = new Redis(app.config.REDIS_URL, {
    ...PRODUCER_CONNECTION_OPTIONS,
    retryStrategy: () => null,
  });
  const away = new Queue(queue.name, { prefix: queue.opts.prefix, connection });
  away.on('error', () => undefined);
  await away.waitUntilReady();
  connection.disconnect();
  outbox.queue = away;
  try {
    return await action();
  } finally {
    outbox.queue = queue;
    connection.disconnect();
  }
}
