import { randomUUID } from 'node:crypto';
import { API_KEY, imageTask, post, searchTask } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

describe('authentication and the request envelope', () => {
  const suite = simulatorForSuite();

  it('refuses a request without an API key with 401 invalidApiKey', async () => {
    const answer = await post(suite.simulator, [searchTask()], { apiKey: null });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({
        code: 'invalidApiKey',
        parameter: 'apiKey',
        taskType: 'authentication',
        type: 'string',
        message: expect.any(String),
        documentation: expect.stringContaining('runware.ai/docs'),
      }),
    ]);
  });

  it('refuses a wrong bearer key with 401 invalidApiKey', async () => {
    const answer = await post(suite.simulator, [searchTask()], { apiKey: 'not-the-key' });
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.code).toBe('invalidApiKey');
  });

  it('refuses a malformed Authorization header', async () => {
    const answer = await post(suite.simulator, [searchTask()], {
      apiKey: null,
      headers: { Authorization: API_KEY },
    });
    expect(answer.status).toBe(401);
  });

  it('accepts an authentication task as the first element instead of the header', async () => {
    const answer = await post(
      suite.simulator,
      [{ taskType: 'authentication', apiKey: API_KEY }, searchTask({ limit: 1 })],
      { apiKey: null },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data?.[0]?.taskType).toBe('modelSearch');
  });

  it('refuses an authentication task with a wrong key', async () => {
    const answer = await post(
      suite.simulator,
      [{ taskType: 'authentication', apiKey: 'wrong' }, searchTask()],
      { apiKey: null },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.errors?.[0]?.code).toBe('invalidApiKey');
  });

  it('answers on /v1/ and / as well as /v1', async () => {
    for (const path of ['/v1/', '/']) {
      const response = await fetch(`${suite.simulator.url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${API_KEY}` },
        body: JSON.stringify([searchTask({ limit: 1 })]),
      });
      expect(response.status).toBe(200);
    }
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await post(suite.simulator, '[{"taskType":', { raw: true });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.code).toBe('invalidRequestBody');
  });

  it('refuses a body that is not an array', async () => {
    const answer = await post(suite.simulator, searchTask());
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.code).toBe('invalidRequestBody');
  });

  it('refuses an empty array', async () => {
    const answer = await post(suite.simulator, []);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.code).toBe('invalidRequestBody');
  });

  it('refuses an unknown task type with unsupportedTaskType, attributed to the task', async () => {
    const task = { taskType: 'videoInference', taskUUID: randomUUID() };
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]).toEqual(
      expect.objectContaining({
        code: 'unsupportedTaskType',
        parameter: 'taskType',
        taskType: 'videoInference',
        taskUUID: task.taskUUID,
      }),
    );
  });

  it('refuses a task without a taskUUID or with one that is not a UUID', async () => {
    const missing = await post(suite.simulator, [{ taskType: 'modelSearch' }]);
    expect(missing.body.errors?.[0]?.code).toBe('missingTaskUUID');
    const malformed = await post(suite.simulator, [
      { taskType: 'modelSearch', taskUUID: 'task-1' },
    ]);
    expect(malformed.body.errors?.[0]?.code).toBe('invalidTaskUUID');
  });

  it('answers several tasks together, matched by taskUUID', async () => {
    const search = searchTask({ limit: 1 });
    const image = imageTask({ numberResults: 2 });
    const answer = await post(suite.simulator, [search, image]);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data ?? [];
    expect(data.filter((item) => item.taskUUID === search.taskUUID)).toHaveLength(1);
    expect(data.filter((item) => item.taskUUID === image.taskUUID)).toHaveLength(2);
  });

  it('answers 200 with both data and errors when only some tasks fail', async () => {
    const good = searchTask({ limit: 1 });
    const bad = imageTask({ width: 100 });
    const answer = await post(suite.simulator, [good, bad]);
    expect(answer.status).toBe(200);
    expect(answer.body.data?.[0]?.taskUUID).toBe(good.taskUUID);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ code: 'invalidWidth', taskUUID: bad.taskUUID }),
    ]);
  });
});
