import { randomUUID } from 'node:crypto';
import { type Simulator } from '../src/simulator.js';
import { expectTaskRefused, imageTask, post } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import {
  control,
  finishTask,
  getResponse,
  setPlan,
  settledStatus,
  taskActivity,
  taskDetails,
} from './support/simulator-controls.js';

const accountDetails = (simulator: Simulator) =>
  post(simulator, [
    { taskType: 'accountManagement', taskUUID: randomUUID(), operation: 'getDetails' },
  ]);

/**
 * The calls Runware documents for finding a past task and the account (getTaskDetails,
 * accountManagement getDetails), getResponse kept to async tasks, and the refusals a test can raise:
 * a spent provider balance, a revoked key, a content-policy refusal.
 */
describe('task archive, account and permanent refusals', () => {
  const suite = simulatorForSuite();
  afterEach(async () => {
    await control(suite.simulator, 'DELETE', '/plan');
    await control(suite.simulator, 'DELETE', '/account');
  });

  it('does not serve a sync task from getResponse, which is for async tasks', async () => {
    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(200);
    const polled = await getResponse(suite.simulator, task.taskUUID);
    expect(polled.status).toBe(400);
    expect(polled.body.errors?.[0]).toEqual(
      expect.objectContaining({ code: 'taskNotFound', taskUUID: task.taskUUID }),
    );
  });

  it('hands back the original request and response of a finished sync task', async () => {
    const task = imageTask({ numberResults: 2, includeCost: true });
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    const details = await taskDetails(suite.simulator, task.taskUUID);
    expect(details.status).toBe(200);
    expect(details.body.data).toEqual([
      {
        taskType: 'getTaskDetails',
        taskUUID: task.taskUUID,
        request: [task],
        response: { data: answer.body.data },
      },
    ]);
  });

  it('hands back the errors of a failed task, and nothing for one still processing', async () => {
    await setPlan(suite.simulator, [{ answer: 'timeout', outcome: 'stuck' }]);
    const task = imageTask();
    await expect(
      post(suite.simulator, [task], { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    // Still running: not in the archive yet, which is no proof it was never accepted.
    const early = await taskDetails(suite.simulator, task.taskUUID);
    expect(early.status).toBe(400);
    expect(early.body.errors?.[0]?.code).toBe('taskNotFound');
    expect((await taskActivity(suite.simulator, task.taskUUID)).runs).toBe(1);

    await finishTask(suite.simulator, task.taskUUID, { outcome: 'error' });
    const failed = await taskDetails(suite.simulator, task.taskUUID);
    expect(failed.status).toBe(200);
    expect(failed.body.data?.[0]?.response).toEqual({
      errors: [
        expect.objectContaining({
          code: 'timeoutProvider',
          taskType: 'imageInference',
          taskUUID: task.taskUUID,
        }),
      ],
    });
  });

  it('records nothing of a request planned as lost, which the client sees time out', async () => {
    await setPlan(suite.simulator, [{ answer: 'lost' }]);
    const task = imageTask();
    await expect(
      post(suite.simulator, [task], { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject({
      submissions: 1,
      runs: 0,
      status: 'unknown',
    });
    expect((await taskDetails(suite.simulator, task.taskUUID)).body.errors?.[0]?.code).toBe(
      'taskNotFound',
    );
    // Never received, so the same taskUUID is not a conflict.
    expect((await post(suite.simulator, [task])).status).toBe(200);
  });

  it('refuses a taskUUID it never saw with taskNotFound, and counts the lookups', async () => {
    const taskUUID = randomUUID();
    const answer = await taskDetails(suite.simulator, taskUUID);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ code: 'taskNotFound', taskType: 'getTaskDetails', taskUUID }),
    ]);
    await getResponse(suite.simulator, taskUUID);
    expect(await taskActivity(suite.simulator, taskUUID)).toMatchObject({
      submissions: 0,
      lookups: 2,
    });
  });

  it('refuses a task planned to be refused for good, with a content-policy code', async () => {
    await setPlan(suite.simulator, [{ outcome: 'refused' }]);
    const task = imageTask();
    await expectTaskRefused(suite.simulator, task, { code: 'providerContentPolicyViolation' });
    expect(await settledStatus(suite.simulator, task.taskUUID)).toBe('error');
  });

  it('reports the account balance, which finished paid tasks draw from', async () => {
    const before = await accountDetails(suite.simulator);
    expect(before.status).toBe(200);
    expect(before.body.data?.[0]).toEqual(
      expect.objectContaining({
        taskType: 'accountManagement',
        operation: 'getDetails',
        balance: { amount: 1000, currency: 'USD' },
      }),
    );
    const answer = await post(suite.simulator, [imageTask({ includeCost: true })]);
    const cost = answer.body.data?.[0]?.cost as number;
    expect(cost).toBeGreaterThan(0);
    const after = await accountDetails(suite.simulator);
    expect((after.body.data?.[0]?.balance as { amount: number }).amount).toBeCloseTo(
      1000 - cost,
      8,
    );
  });

  it('refuses an unknown account operation with a clear error', async () => {
    const answer = await post(suite.simulator, [
      { taskType: 'accountManagement', taskUUID: randomUUID(), operation: 'sell' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual(
      expect.objectContaining({ code: 'invalidOperation', parameter: 'operation' }),
    );
  });

  it('refuses paid tasks with insufficientCredits once the balance set from the controls is spent', async () => {
    const set = await control(suite.simulator, 'PUT', '/account', { balance: 0.000001 });
    expect(set).toEqual({ status: 200, body: { balance: 0.000001, keyRevoked: false } });
    // The last cent buys one more task, which spends it.
    expect((await post(suite.simulator, [imageTask({ includeCost: true })])).status).toBe(200);
    const task = imageTask({ includeCost: true });
    const refused = await post(suite.simulator, [task]);
    expect(refused.status).toBe(402);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        code: 'insufficientCredits',
        taskType: 'imageInference',
        taskUUID: task.taskUUID,
      }),
    ]);
    // Refused before acceptance: nothing ran, and the same taskUUID is free once topped up.
    expect(await taskActivity(suite.simulator, task.taskUUID)).toMatchObject({ runs: 0 });
    await control(suite.simulator, 'PUT', '/account', { balance: 10 });
    expect((await post(suite.simulator, [task])).status).toBe(200);
  });

  it('refuses every request with invalidApiKey while its key is revoked', async () => {
    await control(suite.simulator, 'PUT', '/account', { keyRevoked: true });
    const refused = await post(suite.simulator, [imageTask()]);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.code).toBe('invalidApiKey');
    expect((await accountDetails(suite.simulator)).status).toBe(401);
    await control(suite.simulator, 'DELETE', '/account');
    expect((await post(suite.simulator, [imageTask()])).status).toBe(200);
  });

  it('refuses malformed account settings with a 400 and keeps the account as it was', async () => {
    const refused = await control(suite.simulator, 'PUT', '/account', { balance: 'lots' });
    expect(refused.status).toBe(400);
    expect((await control(suite.simulator, 'GET', '/account')).body).toEqual({
      balance: 1000,
      keyRevoked: false,
    });
  });
});
