import { randomUUID } from 'node:crypto';
import {
  API_KEY,
  imageTask,
  post,
  searchTask,
  startSimulator,
} from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  control,
  finishTask,
  getResponse,
  postExpectingNoAnswer,
  setPlan,
  archivedResponse,
  taskDetails,
  taskActivity,
} from './support/simulator-controls.js';

describe('test plan controls (/_simulator)', () => {
  const suite = simulatorForSuite();
  afterEach(() => control(suite.simulator, 'DELETE', '/plan'));

  it('applies one step per imageInference request, in order, then answers normally', async () => {
    await setPlan(suite.simulator, [
      { answer: 503 },
      { answer: 429 },
      { answer: 'ok' },
      { answer: 500 },
    ]);
    const statuses = [];
    for (let request = 0; request < 5; request++) {
      statuses.push((await post(suite.simulator, [imageTask()])).status);
    }
    expect(statuses).toEqual([503, 429, 200, 500, 200]);
  });

  it('needs no key and shows the steps still to come', async () => {
    await setPlan(suite.simulator, [{ answer: 'reset' }, { outcome: 'stuck' }]);
    expect((await control(suite.simulator, 'GET', '/plan')).body).toEqual({
      steps: [
        { answer: 'reset', outcome: 'success' },
        { answer: 'ok', outcome: 'stuck' },
      ],
    });
  });

  it('leaves getResponse and modelSearch requests out of the plan', async () => {
    await setPlan(suite.simulator, [{ answer: 500 }]);
    expect((await post(suite.simulator, [searchTask()])).status).toBe(200);
    expect((await getResponse(suite.simulator, randomUUID())).status).toBe(400);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(500);
  });

  it('lets the x-simulator-fail header win without taking a step', async () => {
    await setPlan(suite.simulator, [{ answer: 502 }]);
    const forced = await post(suite.simulator, [imageTask()], {
      headers: { 'x-simulator-fail': '429' },
    });
    expect(forced.status).toBe(429);
    const exempt = await post(suite.simulator, [imageTask()], {
      headers: { 'x-simulator-fail': 'none' },
    });
    expect(exempt.status).toBe(200);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(502);
  });

  it('takes precedence over the random failure rate', async () => {
    const flaky = await startSimulator({ failureRate: 1 });
    try {
      await setPlan(flaky, [{ answer: 'ok' }, { answer: 504 }]);
      expect((await post(flaky, [imageTask()])).status).toBe(200);
      expect((await post(flaky, [imageTask()])).status).toBe(504);
      expect([500, 503]).toContain((await post(flaky, [imageTask()])).status);
    } finally {
      await flaky.close();
    }
  });

  it('replaces the plan on POST and clears it on DELETE', async () => {
    await setPlan(suite.simulator, [{ answer: 500 }, { answer: 500 }]);
    await setPlan(suite.simulator, [{ answer: 503 }]);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(503);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(200);

    await setPlan(suite.simulator, [{ answer: 500 }]);
    expect((await control(suite.simulator, 'DELETE', '/plan')).status).toBe(204);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(200);
  });

  it.each([
    ['not an array', { answer: 500 }],
    ['an unknown answer', [{ answer: 418 }]],
    ['an unknown outcome', [{ outcome: 'maybe' }]],
    ['an unknown key', [{ answer: 500, delay: 3 }]],
    ['an outcome for a refusal', [{ answer: 429, outcome: 'error' }]],
  ])('refuses a plan with %s', async (_what, plan) => {
    await setPlan(suite.simulator, [{ answer: 500 }]);
    const answer = await control(suite.simulator, 'POST', '/plan', plan);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ code: 'invalidPlan', message: expect.any(String) }],
    });
    // A refused plan leaves the current one in place.
    expect((await post(suite.simulator, [imageTask()])).status).toBe(500);
  });

  it('accepts the status answers written as strings', async () => {
    await setPlan(suite.simulator, [{ answer: '502' }]);
    expect((await post(suite.simulator, [imageTask()])).status).toBe(502);
  });

  it('never answers a timeout step, yet runs the task', async () => {
    await setPlan(suite.simulator, [{ answer: 'timeout' }]);
    const task = imageTask();
    await postExpectingNoAnswer(suite.simulator, [task]);
    expect((await archivedResponse(suite.simulator, task.taskUUID)).data?.[0]?.imageURL).toEqual(
      expect.any(String),
    );
  });

  it('keeps a stuck async task processing until finished with success', async () => {
    await setPlan(suite.simulator, [{ answer: 'ok', outcome: 'stuck' }]);
    const task = imageTask({ deliveryMethod: 'async' });
    expect((await post(suite.simulator, [task])).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await getResponse(suite.simulator, task.taskUUID)).body.data?.[0]?.status).toBe(
      'processing',
    );
    expect((await taskActivity(suite.simulator, task.taskUUID)).status).toBe('processing');

    const finished = await finishTask(suite.simulator, task.taskUUID, { outcome: 'success' });
    expect(finished).toEqual({
      status: 200,
      body: { submissions: 1, runs: 1, lookups: 1, status: 'success' },
    });
    const done = await getResponse(suite.simulator, task.taskUUID);
    expect(done.body.data).toEqual([
      expect.objectContaining({ status: 'success', imageURL: expect.any(String) }),
    ]);
  });

  it('finishes a stuck task with an error', async () => {
    await setPlan(suite.simulator, [{ answer: 500, outcome: 'stuck' }]);
    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(500);
    expect((await taskActivity(suite.simulator, task.taskUUID)).status).toBe('processing');

    const finished = await finishTask(suite.simulator, task.taskUUID, { outcome: 'error' });
    expect(finished.body).toEqual({ submissions: 1, runs: 1, lookups: 0, status: 'error' });
    expect((await taskDetails(suite.simulator, task.taskUUID)).body.data?.[0]?.response).toEqual({
      errors: [expect.objectContaining({ code: 'timeoutProvider' })],
    });
  });

  it('holds a stuck sync request open until the task is finished', async () => {
    await setPlan(suite.simulator, [{ outcome: 'stuck' }]);
    const task = imageTask();
    let answered = false;
    const pending = post(suite.simulator, [task]).then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);

    const finished = await finishTask(suite.simulator, task.taskUUID);
    expect(finished.status).toBe(200);
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(answer.body.data?.[0]?.taskUUID).toBe(task.taskUUID);
  });

  it('refuses to finish a task that is not stuck', async () => {
    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(200);
    for (const taskUUID of [task.taskUUID, randomUUID()]) {
      const answer = await finishTask(suite.simulator, taskUUID, { outcome: 'success' });
      expect(answer.status).toBe(404);
    }
    const malformed = await finishTask(suite.simulator, task.taskUUID, { outcome: 'later' });
    expect(malformed.status).toBe(400);
  });

  it('answers 404 for an unknown control path', async () => {
    expect((await control(suite.simulator, 'GET', '/nothing')).status).toBe(404);
    const withKey = await fetch(`${suite.simulator.url}/_simulator/plan`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${API_KEY}` },
    });
    expect(withKey.status).toBe(404);
  });
});
