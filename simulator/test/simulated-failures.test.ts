import {
  API_KEY,
  download,
  imageTask,
  post,
  searchTask,
  startSimulator,
} from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

describe('simulated failures and latency', () => {
  const suite = simulatorForSuite();

  it.each([
    [500, 'internalServerError'],
    [503, 'serviceUnavailable'],
    [429, 'rateLimitExceeded'],
    [502, 'providerBadGateway'],
    [504, 'timeoutProvider'],
    [402, 'insufficientCredits'],
  ])('fails one request with %i %s on x-simulator-fail', async (status, code) => {
    const task = imageTask();
    const answer = await post(suite.simulator, [task], {
      headers: { 'x-simulator-fail': String(status) },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ code, taskType: 'imageInference', taskUUID: task.taskUUID }),
    ]);
  });

  it('lets a task be retried with the same taskUUID after a 429, which refuses it unaccepted', async () => {
    const task = imageTask();
    const failed = await post(suite.simulator, [task], { headers: { 'x-simulator-fail': '429' } });
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('1');
    const retried = await post(suite.simulator, [task]);
    expect(retried.status).toBe(200);
  });

  it('asks for a retry after a 503 too', async () => {
    const failed = await post(suite.simulator, [searchTask()], {
      headers: { 'x-simulator-fail': '503' },
    });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
  });

  it('still authenticates before failing', async () => {
    const answer = await post(suite.simulator, [imageTask()], {
      apiKey: 'wrong',
      headers: { 'x-simulator-fail': '500' },
    });
    expect(answer.status).toBe(401);
  });

  it('never answers on x-simulator-fail: timeout', async () => {
    const started = Date.now();
    await expect(
      fetch(`${suite.simulator.url}/v1`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${API_KEY}`, 'x-simulator-fail': 'timeout' },
        body: JSON.stringify([imageTask()]),
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('drops the connection on x-simulator-fail: reset', async () => {
    await expect(
      post(suite.simulator, [imageTask()], { headers: { 'x-simulator-fail': 'reset' } }),
    ).rejects.toThrow();
  });

  it('refuses a malformed test header', async () => {
    const answer = await post(suite.simulator, [searchTask()], {
      headers: { 'x-simulator-fail': 'sometimes' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.code).toBe('invalidSimulatorHeader');
  });

  it('adds x-simulator-latency-ms to one request', async () => {
    const started = Date.now();
    let delayedAnswered = false;
    const delayed = post(suite.simulator, [searchTask({ limit: 1 })], {
      headers: { 'x-simulator-latency-ms': '2000' },
    }).finally(() => (delayedAnswered = true));

    // A request without the header, sent after it, is answered while the delayed one still
    // waits: the latency is that request's alone. (Ordered, not timed: no bound on how fast.)
    const plain = await post(suite.simulator, [searchTask({ limit: 1 })]);
    expect(plain.status).toBe(200);
    expect(delayedAnswered).toBe(false);

    expect((await delayed).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1990);
  });

  it('delays a forced failure by the requested latency', async () => {
    const started = Date.now();
    const answer = await post(suite.simulator, [searchTask()], {
      headers: { 'x-simulator-fail': '500', 'x-simulator-latency-ms': '250' },
    });
    expect(answer.status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('applies the configured latency and failure rate, and x-simulator-fail: none exempts a request', async () => {
    const flaky = await startSimulator({ latencyMs: 150, failureRate: 1 });
    try {
      const started = Date.now();
      const failed = await post(flaky, [searchTask()]);
      expect([500, 503]).toContain(failed.status);
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
      const exempt = await post(flaky, [searchTask()], { headers: { 'x-simulator-fail': 'none' } });
      expect(exempt.status).toBe(200);
    } finally {
      await flaky.close();
    }
  });

  it('fails about the configured share of requests', async () => {
    // A pinned generator: a failing request draws twice (fail? then 500 or 503), a passing one once.
    const draws = [0.1, 0.2, 0.9, 0.3, 0.7, 0.8];
    let next = 0;
    const flaky = await startSimulator({
      failureRate: 0.5,
      random: () => draws[next++ % draws.length] as number,
    });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(flaky, [searchTask()])).status);
      expect(statuses).toEqual([500, 200, 503, 200]);
    } finally {
      await flaky.close();
    }
  });

  it('answers 404 for unknown paths and 405 for a wrong method on /v1', async () => {
    expect((await download(`${suite.simulator.url}/nowhere`)).status).toBe(404);
    expect((await download(`${suite.simulator.url}/v1`)).status).toBe(405);
  });
});
