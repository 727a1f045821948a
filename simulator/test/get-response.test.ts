import { randomUUID } from 'node:crypto';
import { imageTask, post, searchTask, startSimulator } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  control,
  finishTask,
  getResponse,
  setPlan,
  settledResponse,
  taskActivity,
  taskDetails,
} from './support/simulator-controls.js';

describe('deliveryMethod async and getResponse', () => {
  const suite = simulatorForSuite();
  afterEach(() => control(suite.simulator, 'DELETE', '/plan'));

  it('acknowledges an async task at once, then reports it processing, then its images', async () => {
    // Held by a stuck plan step until the test ends it: "processing" is read while it is held,
    // however slowly the machine answers.
    await setPlan(suite.simulator, [{ answer: 'ok', outcome: 'stuck' }]);
    const task = imageTask({ deliveryMethod: 'async', numberResults: 2, includeCost: true });
    const acknowledgement = await post(suite.simulator, [task]);
    expect(acknowledgement.status).toBe(200);
    expect(acknowledgement.body).toEqual({
      data: [{ taskType: 'imageInference', taskUUID: task.taskUUID }],
    });

    // Acknowledged before the work is done: the task is still processing.
    const early = await getResponse(suite.simulator, task.taskUUID);
    expect(early.status).toBe(200);
    expect(early.body).toEqual({
      data: [{ taskType: 'imageInference', taskUUID: task.taskUUID, status: 'processing' }],
    });
    expect((await finishTask(suite.simulator, task.taskUUID)).status).toBe(200);

    const done = await settledResponse(suite.simulator, task.taskUUID);
    expect(done.status).toBe(200);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data).toHaveLength(2);
    for (const item of done.body.data ?? []) {
      expect(item).toEqual({
        taskType: 'imageInference',
        taskUUID: task.taskUUID,
        status: 'success',
        imageUUID: expect.any(String),
        imageURL: expect.any(String),
        seed: expect.any(Number),
        cost: expect.any(Number),
      });
    }
    // Cumulative: asking again hands back the same images.
    expect((await getResponse(suite.simulator, task.taskUUID)).body).toEqual(done.body);
    expect((await taskActivity(suite.simulator, task.taskUUID)).runs).toBe(1);
  });

  it('runs an async task with the configured latency', async () => {
    const latencyMs = 2000;
    const slow = await startSimulator({ latencyMs });
    try {
      const task = imageTask({ deliveryMethod: 'async' });
      const sent = Date.now();
      expect((await post(slow, [task])).status).toBe(200);
      expect((await getResponse(slow, task.taskUUID)).body.data?.[0]?.status).toBe('processing');
      expect((await settledResponse(slow, task.taskUUID)).body.data?.[0]?.status).toBe('success');
      // A lower bound only: a busy machine makes the task later, never sooner.
      expect(Date.now() - sent).toBeGreaterThanOrEqual(latencyMs);
    } finally {
      await slow.close();
    }
  });

  it('names the async delivery in the conflict of a re-sent async task', async () => {
    const task = imageTask({ deliveryMethod: 'async' });
    expect((await post(suite.simulator, [task])).status).toBe(200);
    const resent = await post(suite.simulator, [task]);
    expect(resent.status).toBe(400);
    expect(resent.body.errors?.[0]).toEqual(
      expect.objectContaining({
        code: 'conflictTaskUUID',
        context: { taskType: 'imageInference', deliveryMethod: 'async' },
      }),
    );
  });

  it('reports a failed task in errors with status error, still as a 200', async () => {
    await setPlan(suite.simulator, [{ answer: 'ok', outcome: 'error' }]);
    const task = imageTask({ deliveryMethod: 'async' });
    expect((await post(suite.simulator, [task])).status).toBe(200);

    const failed = await settledResponse(suite.simulator, task.taskUUID);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({
      data: [],
      errors: [
        {
          taskType: 'imageInference',
          taskUUID: task.taskUUID,
          status: 'error',
          code: 'timeoutProvider',
          message: expect.any(String),
          documentation: expect.stringContaining('https://runware.ai/docs'),
        },
      ],
    });
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject({
      submissions: 1,
      runs: 1,
      status: 'error',
    });
  });

  it('answers a sync task planned to fail with the provider error, kept for getTaskDetails', async () => {
    await setPlan(suite.simulator, [{ outcome: 'error' }]);
    const task = imageTask();
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(504);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ code: 'timeoutProvider', taskUUID: task.taskUUID }),
    ]);
    expect((await taskDetails(suite.simulator, task.taskUUID)).body.data?.[0]?.response).toEqual({
      errors: [expect.objectContaining({ code: 'timeoutProvider', taskUUID: task.taskUUID })],
    });
  });

  it('refuses a taskUUID it never accepted with taskNotFound', async () => {
    const taskUUID = randomUUID();
    const answer = await getResponse(suite.simulator, taskUUID);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual([]);
    expect(answer.body.errors).toEqual([
      {
        code: 'taskNotFound',
        message:
          'No async task with this taskUUID was found. getResponse serves tasks sent with deliveryMethod async.',
        parameter: 'taskUUID',
        type: 'string',
        documentation: expect.any(String),
        taskUUID,
        taskType: 'getResponse',
      },
    ]);
  });

  it('does not use up the taskUUID it asks about', async () => {
    const task = imageTask({ deliveryMethod: 'async' });
    expect((await getResponse(suite.simulator, task.taskUUID)).status).toBe(400);
    expect((await getResponse(suite.simulator, task.taskUUID)).status).toBe(400);
    expect((await post(suite.simulator, [task])).status).toBe(200);
    expect((await getResponse(suite.simulator, task.taskUUID)).status).toBe(200);
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject({
      submissions: 1,
      runs: 1,
      lookups: 3,
    });
  });

  it('refuses a malformed taskUUID and asks for the key like every task', async () => {
    const malformed = await getResponse(suite.simulator, 'nope');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors?.[0]?.code).toBe('invalidTaskUUID');

    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(200);
    const anonymous = await post(
      suite.simulator,
      [{ taskType: 'getResponse', taskUUID: task.taskUUID }],
      {
        apiKey: null,
      },
    );
    expect(anonymous.status).toBe(401);
  });

  it('does not serve a modelSearch, which the provider does not keep', async () => {
    const search = searchTask({ limit: 1 });
    expect((await post(suite.simulator, [search])).status).toBe(200);
    expect((await getResponse(suite.simulator, search.taskUUID)).body.errors?.[0]?.code).toBe(
      'taskNotFound',
    );
  });

  it('answers several polls and a new task in one request', async () => {
    const first = imageTask({ deliveryMethod: 'async' });
    expect((await post(suite.simulator, [first])).status).toBe(200);
    await settledResponse(suite.simulator, first.taskUUID);
    const second = imageTask();
    const unknown = randomUUID();
    const answer = await post(suite.simulator, [
      { taskType: 'getResponse', taskUUID: first.taskUUID },
      { taskType: 'getResponse', taskUUID: unknown },
      second,
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.map((item) => [item.taskUUID, item.status])).toEqual([
      [first.taskUUID, 'success'],
      [second.taskUUID, undefined],
    ]);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ code: 'taskNotFound', taskUUID: unknown }),
    ]);
  });
});
