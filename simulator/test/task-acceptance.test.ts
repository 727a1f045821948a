import { type Simulator } from '../src/simulator.js';
import {
  expectTaskRefused,
  imageTask,
  post,
  searchTask,
  startSimulator,
} from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  control,
  finishTask,
  postExpectingNoAnswer,
  setPlan,
  archivedResponse,
  settledStatus,
  taskActivity,
  taskDetails,
} from './support/simulator-controls.js';

/** A task sent a second time after its first request: run once, by whichever was accepted. */
const SENT_TWICE_RUN_ONCE = { submissions: 2, runs: 1, status: 'success' };
/** A task whose only request was refused: counted, never recorded or run. */
const REFUSED_NOT_RECORDED = { submissions: 1, runs: 0, status: 'unknown' };

type FailureKind = 'timeout' | 'reset' | 402 | 429 | 500 | 502 | 503 | 504;
type Route = 'header' | 'plan';

/** Sends one request that fails with `kind`, forced by the test header or by a plan step. */
async function sendFailing(
  simulator: Simulator,
  tasks: Record<string, unknown>[],
  kind: FailureKind,
  route: Route,
): Promise<void> {
  const headers: Record<string, string> =
    route === 'header' ? { 'x-simulator-fail': String(kind) } : {};
  if (route === 'plan') await setPlan(simulator, [{ answer: kind }]);
  if (kind === 'timeout' || kind === 'reset')
    return postExpectingNoAnswer(simulator, tasks, headers);
  const answer = await post(simulator, tasks, { headers });
  expect(answer.status).toBe(kind);
}

describe('task acceptance: what a failed request leaves behind', () => {
  const suite = simulatorForSuite();
  afterEach(() => control(suite.simulator, 'DELETE', '/plan'));

  describe.each<Route>(['header', 'plan'])('forced through the %s', (route) => {
    it.each<FailureKind>(['timeout', 'reset', 500, 502, 503, 504])(
      'records and runs a task whose request then fails with %p',
      async (kind) => {
        const task = imageTask();
        await sendFailing(suite.simulator, [task], kind, route);

        const recovered = await archivedResponse(suite.simulator, task.taskUUID);
        expect(recovered.data).toEqual([
          expect.objectContaining({
            taskType: 'imageInference',
            taskUUID: task.taskUUID,
            imageURL: expect.any(String),
          }),
        ]);
        const resent = await post(suite.simulator, [task]);
        expect(resent.status).toBe(400);
        expect(resent.body.errors?.[0]?.code).toBe('conflictTaskUUID');
        expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(
          SENT_TWICE_RUN_ONCE,
        );
      },
    );

    it.each<FailureKind>([429, 402])(
      'records nothing when the request is refused with %p, so the same taskUUID succeeds later',
      async (kind) => {
        const task = imageTask();
        await sendFailing(suite.simulator, [task], kind, route);

        expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(
          REFUSED_NOT_RECORDED,
        );
        expect((await taskDetails(suite.simulator, task.taskUUID)).body.errors?.[0]?.code).toBe(
          'taskNotFound',
        );
        const resent = await post(suite.simulator, [task]);
        expect(resent.status).toBe(200);
        expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(
          SENT_TWICE_RUN_ONCE,
        );
      },
    );
  });

  it('answers a conflict naming the earlier use after an accepted-then-failed request', async () => {
    const task = imageTask();
    await sendFailing(suite.simulator, [task], 500, 'header');
    await expectTaskRefused(suite.simulator, task, {
      code: 'conflictTaskUUID',
      context: { taskType: 'imageInference', deliveryMethod: 'sync' },
    });
  });

  it('keeps answering conflictTaskUUID however often the taskUUID is re-sent, and runs it once', async () => {
    const task = imageTask();
    await sendFailing(suite.simulator, [task], 'reset', 'header');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await post(suite.simulator, [task])).body.errors?.[0]?.code).toBe('conflictTaskUUID');
    }
    await archivedResponse(suite.simulator, task.taskUUID);
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject({
      submissions: 4,
      runs: 1,
    });
  });

  it('reports a task still running in the background as processing', async () => {
    const task = imageTask();
    // Accepted, never answered, and running until the test ends it.
    await setPlan(suite.simulator, [{ answer: 'timeout', outcome: 'stuck' }]);
    await postExpectingNoAnswer(suite.simulator, [task]);
    expect((await taskActivity(suite.simulator, task.taskUUID)).status).toBe('processing');
    // Not in the archive until it ends: "not found" is no proof it was never accepted.
    expect((await taskDetails(suite.simulator, task.taskUUID)).body.errors?.[0]?.code).toBe(
      'taskNotFound',
    );
    expect((await finishTask(suite.simulator, task.taskUUID)).status).toBe(200);
    expect((await archivedResponse(suite.simulator, task.taskUUID)).data?.[0]?.imageURL).toEqual(
      expect.any(String),
    );
  });

  it('does not record a task refused by validation, even when the request then fails', async () => {
    const task = imageTask({ width: 100 });
    await sendFailing(suite.simulator, [task], 500, 'header');
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(REFUSED_NOT_RECORDED);
    expect((await taskDetails(suite.simulator, task.taskUUID)).status).toBe(400);
    expect((await post(suite.simulator, [{ ...task, width: 512 }])).status).toBe(200);
  });

  it('lets a taskUUID refused by validation be sent again once corrected', async () => {
    const task = imageTask({ model: 'civitai:1@1' });
    const refused = await post(suite.simulator, [task]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0]?.code).toBe('invalidModel');
    expect((await taskActivity(suite.simulator, task.taskUUID)).status).toBe('unknown');

    const corrected = await post(suite.simulator, [{ ...task, model: 'civitai:133005@1759168' }]);
    expect(corrected.status).toBe(200);
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(SENT_TWICE_RUN_ONCE);
  });

  it('drops a modelSearch of a failed request: a free lookup may be re-sent as is', async () => {
    const search = searchTask({ limit: 1 });
    const image = imageTask();
    await sendFailing(suite.simulator, [image, search], 503, 'header');
    expect((await post(suite.simulator, [search])).status).toBe(200);
    expect((await post(suite.simulator, [image])).body.errors?.[0]?.code).toBe('conflictTaskUUID');
  });

  it('counts one run per task, whatever the number of requests that carried it', async () => {
    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(200);
    expect((await post(suite.simulator, [task])).status).toBe(400);
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject(SENT_TWICE_RUN_ONCE);
  });

  it('counts a taskUUID repeated within one request as one submission', async () => {
    const task = imageTask();
    const answer = await post(suite.simulator, [task, { ...task }]);
    expect(answer.body.errors?.[0]?.code).toBe('conflictTaskUUID');
    expect(await taskActivity(suite.simulator, task.taskUUID)).toEqual({
      submissions: 1,
      runs: 1,
      lookups: 0,
      status: 'success',
    });
  });

  it('reports an unknown taskUUID as never seen, and refuses a malformed one', async () => {
    expect(await taskActivity(suite.simulator, imageTask().taskUUID)).toEqual({
      submissions: 0,
      runs: 0,
      lookups: 0,
      status: 'unknown',
    });
    expect((await control(suite.simulator, 'GET', '/tasks/not-a-uuid')).status).toBe(400);
  });
});

describe('task acceptance under the random failure rate', () => {
  it('records and runs the tasks of a request failed at random', async () => {
    const flaky = await startSimulator({ failureRate: 1 });
    try {
      const task = imageTask();
      const failed = await post(flaky, [task]);
      expect([500, 503]).toContain(failed.status);
      // Polls may fail at random too: the test controls may not.
      await settledStatus(flaky, task.taskUUID);
      const lookup = await post(flaky, [{ taskType: 'getTaskDetails', taskUUID: task.taskUUID }], {
        headers: { 'x-simulator-fail': 'none' },
      });
      expect(lookup.body.data?.[0]?.response).toEqual({
        data: [expect.objectContaining({ imageURL: expect.any(String) })],
      });
      const resent = await post(flaky, [task], { headers: { 'x-simulator-fail': 'none' } });
      expect(resent.body.errors?.[0]?.code).toBe('conflictTaskUUID');
      expect((await taskActivity(flaky, task.taskUUID)).runs).toBe(1);
    } finally {
      await flaky.close();
    }
  });
});
