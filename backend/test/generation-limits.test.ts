import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { planSimulator, planTaken } from './support/simulator-plan.js';

const GENERATE = `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { creditsCharged } }`;
const TASK = {
  taskType: 'imageInference',
  positivePrompt: 'a lighthouse',
  model: 'civitai:101055@128078',
  width: 512,
  height: 512,
  numberResults: 1,
};

describe('generation limits a consumer can see', () => {
  const suite = sessionForSuite(() =>
    startAppWithSimulator({
      // Long enough that the stuck generation still runs when the second request arrives.
      RUNWARE_TIMEOUT_MS: '5000',
      RUNWARE_RECOVERY_MS: '300',
      RUNWARE_RETRY_BASE_MS: '20',
      GENERATION_REQUESTS_PER_MINUTE: '3',
      GENERATION_CONCURRENCY_PER_USER: '1',
      // Counters of its own.
      REDIS_PREFIX: `${process.env.TEST_RUN_ID}_generation_limits_${Date.now()}`,
    }),
  );

  it('allows so many requests a minute, says what is left, then answers 429 with Retry-After on both APIs, charging nothing', async () => {
    const { token } = await suite.api.register();
    const remaining: string[] = [];
    for (let call = 0; call < 3; call++) {
      const answer = await suite.api.post('/api/generate', [TASK], token).expect(200);
      expect(answer.headers['ratelimit-limit']).toBe('3');
      remaining.push(answer.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const balance = (await suite.api.get('/api/auth/me', token).expect(200)).body.credits;

    const refused = await suite.api.post('/api/generate', [TASK], token).expect(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many generation requests: at most 3 a minute\./),
      limit: 3,
      remaining: 0,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await suite.api.graphql(
      GENERATE,
      { input: { prompt: 'a fox', model: TASK.model, width: 512, height: 512 } },
      token,
    );
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      limit: 3,
      remaining: 0,
      retryAfterSeconds: expect.any(Number),
    });
    expect((await suite.api.get('/api/auth/me', token).expect(200)).body.credits).toBe(balance);

    // An API key of the same user counts on its own.
    const key = (
      await suite.api
        .post('/api/keys', { name: 'Script', currentPassword: 'secret-123' }, token)
        .expect(201)
    ).body.key;
    await suite.api.post('/api/generate', [TASK], key).expect(200);
  });

  it('lets one user run so many generations at once and frees the slot when one ends, whatever its outcome', async () => {
    const { token } = await suite.api.register();
    // The first generation's answer never comes: it runs until the server gives up on it.
    await planSimulator(suite.simulator, [{ answer: 'timeout', outcome: 'stuck' }]);
    const slow = suite.api.post('/api/generate', [TASK], token);
    const slowAnswer = slow.then((answer) => answer);
    // It has reached the provider, so it holds the user's one slot.
    await planTaken(suite.simulator);
    const busy = await suite.api.post('/api/generate', [TASK], token).expect(429);
    expect(busy.body.message).toBe('You have 1 generations running; wait for one to finish.');
    expect(busy.headers['retry-after']).toBe('5');
    expect((await slowAnswer).status).toBeGreaterThanOrEqual(400);
    const after = await suite.api.post('/api/generate', [TASK], token);
    expect(after.status).toBe(200);
  });
});
