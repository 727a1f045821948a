import net from 'node:net';
import { Redis } from 'ioredis';
import { toErrorShape } from '../common/errors/domain-error.filter.js';
import {
  isRedisUnavailable,
  PRODUCER_CONNECTION_OPTIONS,
  REQUEST_CLIENT_OPTIONS,
} from './redis-availability.js';

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What a command answers on a client of `options` whose Redis is not there. */
async function failureOf(options: object): Promise<unknown> {
  const redis = new Redis(await closedPort(), '127.0.0.1', options);
  redis.on('error', () => undefined);
  try {
    return await redis.get('anything').then(
      () => new Error('answered'),
      (error: unknown) => error,
    );
  } finally {
    redis.disconnect();
  }
}

describe('a Redis that cannot be reached', () => {
  it.each([
    ['the shared client', REQUEST_CLIENT_OPTIONS],
    ['a producer', PRODUCER_CONNECTION_OPTIONS],
  ])('fails the commands of %s, answered as 503 SERVICE_UNAVAILABLE', async (_, options) => {
    const failure = await failureOf(options);
    expect(isRedisUnavailable(failure)).toBe(true);
    expect(toErrorShape(failure)).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/temporarily unavailable/),
      details: { retryAfterSeconds: expect.any(Number) },
    });
  });

  it('is not confused with another service refusing a connection', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ECONNREFUSED',
    });
    expect(isRedisUnavailable(refused)).toBe(false);
    expect(toErrorShape(refused).status).toBe(500);
  });
});
