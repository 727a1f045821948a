import { randomUUID } from 'node:crypto';
import { readUntil } from './support/read-until.js';
import { MetricsService } from '../src/metrics/metrics.service.js';
import { signInAdministrator } from './support/api-client.js';
import {
  type SimulatedAppSession,
  sessionForSuite,
  startAppWithSimulator,
} from './support/app-session.js';
import { finishTask as finishTaskAt } from './support/simulator-plan.js';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged creditBalance images { imageURL } }
}`;

const PROVIDER_ACCOUNT = `{
  adminProviderAccount {
    incident { since code message }
    balance { amount currency }
    balanceError
    lowBalanceThreshold
    lowBalance
  }
}`;

type ProviderAccountView = {
  incident: { since: string; code: string; message: string } | null;
  balance: { amount: number; currency: string } | null;
  balanceError: string | null;
  lowBalanceThreshold: number;
  lowBalance: boolean;
};

type PlanStep = {
  answer: 'timeout' | 'reset' | 'lost' | 'ok' | 429 | 500 | 502 | 503 | 504;
  outcome?: 'success' | 'error' | 'refused' | 'stuck';
};

/**
 * App and simulator for one describe, with the recovery timings these tests depend on. The
 * provider timeout is what a 'timeout' step costs a test, and what a plain answer on a loaded
 * machine must beat (one that does not is looked up, and a test counting lookups fails): 2.5 s.
 */
function simulatedSuite(overrides: Record<string, string>) {
  const suite = sessionForSuite(() =>
    startAppWithSimulator({
      RUNWARE_TIMEOUT_MS: '2500',
      RUNWARE_RECOVERY_MS: '3000',
      RUNWARE_RETRY_BASE_MS: '20',
      RUNWARE_MAX_RETRIES: '2',
      RUNWARE_RECONCILE_DELAY_MS: '200',
      RUNWARE_LOW_BALANCE_USD: '5',
      ...overrides,
    }),
  );
  afterEach(async () => {
    await fetch(`${suite.simulator.controlUrl}/plan`, { method: 'DELETE' });
    await fetch(`${suite.simulator.controlUrl}/account`, { method: 'DELETE' });
  });
  return suite;
}

/** The simulator's controls and the ledger's view, for one suite's app and simulator. */
function controlsOf(suite: SimulatedAppSession) {
  const plan = async (steps: PlanStep[]) => {
    const response = await fetch(`${suite.simulator.controlUrl}/plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(steps),
    });
    expect(response.status).toBe(204);
  };
  const providerTask = async (taskUUID: string) =>
    (await (await fetch(`${suite.simulator.controlUrl}/tasks/${taskUUID}`)).json()) as {
      submissions: number;
      runs: number;
      lookups: number;
      status: string;
    };
  /** Sets the provider account's balance (USD) or revokes its key, through the simulator's controls. */
  const setProviderAccount = async (settings: { balance?: number; keyRevoked?: boolean }) => {
    const response = await fetch(`${suite.simulator.controlUrl}/account`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    expect(response.status).toBe(200);
  };
  const providerAccountView = async () => {
    const { token } = await signInAdministrator(suite.app, suite.api);
    const result = await suite.api.graphql<{ adminProviderAccount: ProviderAccountView }>(
      PROVIDER_ACCOUNT,
      {},
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.adminProviderAccount;
  };
  const accountRefusalsCounted = async (code: string) => {
    const metric = suite.app.app
      .get(MetricsService)
      .registry.getSingleMetric('studio_provider_account_refusals_total');
    const values = (await metric?.get())?.values ?? [];
    return values.find((value) => value.labels.code === code)?.value ?? 0;
  };
  const incidentLogLines = () =>
    suite.app.logs.filter((line) => line.includes('Provider account refused')).length;
  const generate = (token: string, taskUUID: string, overrides: Record<string, unknown> = {}) =>
    suite.api.graphql<{
      generateImages: { creditsCharged: number; creditBalance: number; images: unknown[] };
    }>(
      GENERATE,
      {
        input: {
          prompt: 'a lighthouse in a storm',
          model: 'rundiffusion:130@100',
          width: 512,
          height: 512,
          imageCount: 2,
          taskUUID,
          ...overrides,
        },
      },
      token,
    );
  const money = async (userId: string) => {
    const rows: { kind: string; amount: string }[] = await suite.db.query(
      'SELECT kind, amount FROM credit_ledger WHERE user_id = $1 ORDER BY created_at, kind',
      [userId],
    );
    const [{ balance }] = await suite.db.query(
      'SELECT credit_balance::float AS balance FROM users WHERE id = $1',
      [userId],
    );
    const sum = rows.reduce((total, row) => total + Number(row.amount), 0);
    return { kinds: rows.map((row) => row.kind), balance: balance as number, sum };
  };
  const generationOf = async (taskUUID: string) =>
    (
      await suite.db.query(
        'SELECT status, error_code, credits_charged::float AS charged FROM generations WHERE task_uuid = $1',
        [taskUUID],
      )
    )[0] as { status: string; error_code: string | null; charged: number };
  /** Ends a stuck task at the provider, as if it had finished there late. */
  const finishTask = (taskUUID: string, outcome: 'success' | 'error') =>
    finishTaskAt(suite.simulator, taskUUID, outcome);
  /** Sends the provider, straight, the task `generate` sends (as after a lost answer). */
  const sendStraightToProvider = (taskUUID: string, init: RequestInit = {}) =>
    fetch(suite.simulator.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${suite.simulator.apiKey}`,
      },
      body: JSON.stringify([
        {
          taskType: 'imageInference',
          taskUUID,
          model: 'rundiffusion:130@100',
          positivePrompt: 'a lighthouse in a storm',
          width: 512,
          height: 512,
          numberResults: 2,
          includeCost: true,
        },
      ]),
      ...init,
    });
  /** The generation once reconciliation has taken it out of `unknown` (or as it is after 15 s). */
  const reconciledGeneration = (taskUUID: string) =>
    readUntil(
      () => generationOf(taskUUID),
      (generation) => generation.status !== 'unknown',
      { withinMs: 15_000, everyMs: 100 },
    );
  return {
    plan,
    providerTask,
    setProviderAccount,
    providerAccountView,
    accountRefusalsCounted,
    incidentLogLines,
    generate,
    money,
    generationOf,
    finishTask,
    sendStraightToProvider,
    reconciledGeneration,
  };
}

/**
 * Money-safe retries through the real adapter against the simulator, which (like Runware) records
 * a task on receipt: a failure the provider may have accepted the task despite is recovered by
 * taskUUID, never resent; only a refusal before acceptance is resent. Each case ends with one
 * provider task and one charge, or no task and one refund.
 */
describe('provider failures cost nothing twice', () => {
  // A lifetime far beyond what a test takes: a task still running is never given up for lost.
  const suite = simulatedSuite({ RUNWARE_TASK_LIFETIME_MS: '20000' });
  const {
    plan,
    providerTask,
    setProviderAccount,
    providerAccountView,
    accountRefusalsCounted,
    incidentLogLines,
    generate,
    money,
    generationOf,
    finishTask,
    sendStraightToProvider,
    reconciledGeneration,
  } = controlsOf(suite);

  it.each<PlanStep['answer']>(['timeout', 'reset', 500, 502, 503])(
    'recovers the images of a task accepted before a %s, and charges once',
    async (answer) => {
      const { token, user } = await suite.api.register();
      const taskUUID = randomUUID();
      await plan([{ answer, outcome: 'success' }]);
      const result = await generate(token, taskUUID);
      expect(result.errors).toBeUndefined();
      expect(result.data!.generateImages.images).toHaveLength(2);
      expect(await providerTask(taskUUID)).toMatchObject({ submissions: 1, runs: 1 });
      const after = await money(user.id);
      expect(after.kinds).toEqual(['welcome', 'reserve', 'settle']);
      expect(after.sum).toBeCloseTo(after.balance, 4);
      expect(after.balance).toBeCloseTo(50 - result.data!.generateImages.creditsCharged, 4);
      expect(await generationOf(taskUUID)).toMatchObject({ status: 'succeeded', error_code: null });
    },
  );

  it('resends a task refused with 429 before acceptance, and it runs once', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 429 }]);
    const result = await generate(token, taskUUID);
    expect(result.errors).toBeUndefined();
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 2, runs: 1 });
    expect((await money(user.id)).kinds).toEqual(['welcome', 'reserve', 'settle']);
  });

  it('refunds once when the provider keeps refusing with 429: nothing ran', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 429 }, { answer: 429 }, { answer: 429 }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'providerUnavailable',
      status: 503,
    });
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 3, runs: 0 });
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'refund']);
    expect(after.balance).toBe(50);
    expect(await generationOf(taskUUID)).toMatchObject({
      status: 'failed',
      error_code: 'providerUnavailable',
    });
  });

  it('refunds once when the accepted task failed at the provider, with its error', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 'timeout', outcome: 'error' }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions?.code).toEqual(expect.any(String));
    expect(result.errors?.[0].extensions?.code).not.toBe('conflictTaskUUID');
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 1, runs: 1 });
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'refund']);
    expect(after.balance).toBe(50);
    expect((await generationOf(taskUUID)).status).toBe('failed');
  });

  it('turns conflictTaskUUID into recovery of the task the provider already has, never an error', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    // The provider already holds this task (as after a lost answer).
    const direct = await sendStraightToProvider(taskUUID);
    expect(direct.status).toBe(200);
    const result = await generate(token, taskUUID);
    expect(result.errors).toBeUndefined();
    expect(result.data!.generateImages.images).toHaveLength(2);
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 2, runs: 1 });
    expect((await money(user.id)).kinds).toEqual(['welcome', 'reserve', 'settle']);
  });

  it('keeps the hold of a task whose outcome stays unknown, and the reconciliation job settles it once', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 'timeout', outcome: 'stuck' }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'generationPending', status: 503 });
    // Its lifetime (20 s) and a sweep after it: the latest the user waits for the credits.
    expect(result.errors?.[0].message).toMatch(
      /credits stay reserved: they are settled or returned automatically, at the latest within about 1 minute\./,
    );
    expect(await generationOf(taskUUID)).toMatchObject({ status: 'unknown' });
    // Looked up while it ran (not found yet, which proves nothing), never sent again.
    const atProvider = await providerTask(taskUUID);
    expect(atProvider).toMatchObject({ submissions: 1, runs: 1, status: 'processing' });
    expect(atProvider.lookups).toBeGreaterThan(0);
    const held = await money(user.id);
    expect(held.kinds).toEqual(['welcome', 'reserve']);
    expect(held.balance).toBeLessThan(50);

    expect((await finishTask(taskUUID, 'success')).ok).toBe(true);
    const settled = await reconciledGeneration(taskUUID);
    expect(settled.status).toBe('succeeded');
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'settle']);
    expect(after.sum).toBeCloseTo(after.balance, 4);
    expect(after.balance).toBeCloseTo(50 - settled.charged, 4);
    expect(await providerTask(taskUUID)).toMatchObject({ runs: 1 });
  });

  it('learns the price of a generation that reconciliation settled', async () => {
    const { token } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 'timeout', outcome: 'stuck' }]);
    // 33 steps: a steps bucket (33–64) of this model no other test here asks for.
    const result = await generate(token, taskUUID, { steps: 33 });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'generationPending' });
    const learned = () =>
      suite.db.query(
        `SELECT samples FROM image_prices
         WHERE model_air = 'rundiffusion:130@100' AND size_bucket = 4 AND steps_bucket = 6`,
      );
    await suite.db.query(
      `DELETE FROM image_prices
       WHERE model_air = 'rundiffusion:130@100' AND size_bucket = 4 AND steps_bucket = 6`,
    );

    expect((await finishTask(taskUUID, 'success')).ok).toBe(true);
    expect((await reconciledGeneration(taskUUID)).status).toBe('succeeded');
    expect(await readUntil(learned, (rows) => rows.length > 0)).toEqual([{ samples: 1 }]);
  });

  it('refunds an unknown generation once the provider reports that it failed', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 'reset', outcome: 'stuck' }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions?.code).toBe('generationPending');
    await finishTask(taskUUID, 'error');
    const refunded = await reconciledGeneration(taskUUID);
    expect(refunded.status).toBe('failed');
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'refund']);
    expect(after.balance).toBe(50);
  });

  it('never resends a task the provider holds but has not finished, and never loops on conflictTaskUUID', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    // The provider already holds this task, still running (as after a lost answer).
    await plan([{ answer: 'timeout', outcome: 'stuck' }]);
    const giveUp = new AbortController();
    const sent = sendStraightToProvider(taskUUID, { signal: giveUp.signal });
    // Given up on only once the provider runs it: aborted earlier, the send might never arrive.
    const running = await readUntil(
      () => providerTask(taskUUID),
      (task) => task.runs === 1,
    );
    expect(running).toMatchObject({ submissions: 1, runs: 1 });
    giveUp.abort();
    await expect(sent).rejects.toThrow();
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions?.code).toBe('generationPending');
    // One conflicting send, then lookups only: no resend, no loop, no refund of a billed task.
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 2, runs: 1 });
    expect((await money(user.id)).kinds).toEqual(['welcome', 'reserve']);

    expect((await finishTask(taskUUID, 'success')).ok).toBe(true);
    expect((await reconciledGeneration(taskUUID)).status).toBe('succeeded');
    expect((await money(user.id)).kinds).toEqual(['welcome', 'reserve', 'settle']);
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 2, runs: 1 });
  });

  it('fails a permanent refusal at once, without looking the task up, and refunds it in full', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    await plan([{ answer: 'ok', outcome: 'refused' }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'providerContentPolicyViolation',
      status: 400,
    });
    expect(result.errors?.[0].message).toBe(
      'The image provider refused this request under its content policy. Nothing was charged; try another prompt or image.',
    );
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 1, runs: 1, lookups: 0 });
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'refund']);
    expect(after.balance).toBe(50);
    expect(await generationOf(taskUUID)).toMatchObject({
      status: 'failed',
      error_code: 'providerContentPolicyViolation',
    });
  });

  it.each([
    ['insufficientCredits', { balance: 0 }],
    ['invalidApiKey', { keyRevoked: true }],
  ] as const)(
    'answers a refusal of the studio provider account (%s) with 503, refunds it, counts it, logs it once per incident and shows it to administrators',
    async (code, settings) => {
      const { token, user } = await suite.api.register();
      const logsBefore = incidentLogLines();
      const countedBefore = await accountRefusalsCounted(code);
      await setProviderAccount(settings);

      for (let attempt = 0; attempt < 2; attempt++) {
        const taskUUID = randomUUID();
        const result = await generate(token, taskUUID);
        expect(result.errors?.[0].extensions).toMatchObject({
          code: 'providerAccountUnavailable',
          status: 503,
        });
        expect(result.errors?.[0].message).toBe(
          'The image service is temporarily unavailable; nothing was charged',
        );
        expect(await generationOf(taskUUID)).toMatchObject({
          status: 'failed',
          error_code: 'providerAccountUnavailable',
        });
      }
      const after = await money(user.id);
      expect(after.kinds).toEqual(['welcome', 'reserve', 'refund', 'reserve', 'refund']);
      expect(after.balance).toBe(50);
      expect(await accountRefusalsCounted(code)).toBe(countedBefore + 2);
      expect(incidentLogLines()).toBe(logsBefore + 1);
      const during = await providerAccountView();
      expect(during.incident).toEqual({
        since: expect.any(String),
        code,
        message: expect.any(String),
      });

      // The operator fixes the account: the next generation succeeds and ends the incident.
      await fetch(`${suite.simulator.controlUrl}/account`, { method: 'DELETE' });
      expect((await generate(token, randomUUID())).errors).toBeUndefined();
      expect((await providerAccountView()).incident).toBeNull();
      expect(incidentLogLines()).toBe(logsBefore + 1);
    },
  );

  it('shows the provider balance to administrators, and warns when it runs low', async () => {
    const healthy = await providerAccountView();
    expect(healthy).toMatchObject({
      balance: { amount: expect.any(Number), currency: 'USD' },
      balanceError: null,
      lowBalanceThreshold: 5,
      lowBalance: false,
    });
    await setProviderAccount({ balance: 4.5 });
    expect(await providerAccountView()).toMatchObject({
      balance: { amount: 4.5, currency: 'USD' },
      lowBalance: true,
    });
  });

  it('does not refuse a user whose own provider key is invalid as an operator problem', async () => {
    const { token } = await suite.api.register();
    const countedBefore = await accountRefusalsCounted('invalidApiKey');
    const result = await generate(token, randomUUID(), { providerApiKey: 'a-key-of-the-user' });
    expect(result.errors?.[0].extensions?.code).toBe('invalidApiKey');
    expect(await accountRefusalsCounted('invalidApiKey')).toBe(countedBefore);
  });

  it('does not use up a taskUUID the server refused before calling the provider', async () => {
    const { token } = await suite.api.register();
    const taskUUID = randomUUID();
    const refused = await generate(token, taskUUID, { steps: 151 });
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const corrected = await generate(token, taskUUID);
    expect(corrected.errors).toBeUndefined();
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 1, runs: 1 });
  });

  it.each(['enhance-prompt', 'upscale'])(
    'recovers the output of a creator tool (%s) accepted before a timeout, and charges once',
    async (tool) => {
      const { token, user } = await suite.api.register();
      const generated = await generate(token, randomUUID());
      expect(generated.errors).toBeUndefined();
      const [image] = generated.data!.generateImages.images as { imageURL: string }[];
      const before = await money(user.id);
      await plan([{ answer: 'timeout', outcome: 'success' }]);
      const body =
        tool === 'upscale' ? { image: image.imageURL, upscaleFactor: 2 } : { prompt: 'a fox' };
      const answer = await suite.api.post(`/api/${tool}`, body, token).expect(200);
      expect(answer.body.creditsCharged).toBeGreaterThan(0);
      // The planned timeout was met by the tool's task, which then ran once and was recovered.
      expect(await (await fetch(`${suite.simulator.controlUrl}/plan`)).json()).toEqual({
        steps: [],
      });
      const after = await money(user.id);
      expect(after.kinds.slice(before.kinds.length)).toEqual(['reserve', 'settle']);
      expect(after.balance).toBeCloseTo(before.balance - answer.body.creditsCharged, 4);
      const [row] = await suite.db.query(
        'SELECT status, texts, task_uuid FROM generations WHERE id = $1',
        [answer.body.generationId],
      );
      expect(row.status).toBe('succeeded');
      expect(await providerTask(row.task_uuid)).toMatchObject({ submissions: 1, runs: 1 });
      if (tool === 'enhance-prompt') expect(row.texts).toEqual(answer.body.prompts);
    },
  );
});

/**
 * A task that never reached the provider is refunded once it would have ended there: a short
 * lifetime, and a first lookup 6 s after the failure, so the test reads the hold before it is
 * returned however slowly its own requests are answered.
 */
describe('a task lost on its way to the provider', () => {
  const suite = simulatedSuite({
    RUNWARE_TASK_LIFETIME_MS: '5000',
    RUNWARE_RECONCILE_DELAY_MS: '6000',
  });
  const { plan, providerTask, generate, money, generationOf } = controlsOf(suite);

  it('keeps the hold of a task lost on its way, never resends it, and refunds it once it would have ended', async () => {
    const { token, user } = await suite.api.register();
    const taskUUID = randomUUID();
    // The request never reaches the provider; the server only sees it time out.
    await plan([{ answer: 'lost' }]);
    const result = await generate(token, taskUUID);
    expect(result.errors?.[0].extensions?.code).toBe('generationPending');
    // Not found right after the failure proves nothing: looked up, not resent, still held.
    const atProvider = await providerTask(taskUUID);
    expect(atProvider).toMatchObject({ submissions: 1, runs: 0 });
    expect(atProvider.lookups).toBeGreaterThan(0);
    expect((await money(user.id)).kinds).toEqual(['welcome', 'reserve']);

    const refunded = await readUntil(
      () => generationOf(taskUUID),
      (generation) => generation.status !== 'unknown',
      { withinMs: 45_000, everyMs: 200 },
    );
    expect(refunded).toMatchObject({ status: 'failed', error_code: 'taskNotAccepted' });
    const after = await money(user.id);
    expect(after.kinds).toEqual(['welcome', 'reserve', 'refund']);
    expect(after.balance).toBe(50);
    expect(await providerTask(taskUUID)).toMatchObject({ submissions: 1, runs: 0 });
  });
});
