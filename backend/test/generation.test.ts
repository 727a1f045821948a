import { randomUUID } from 'node:crypto';
import { CreditsService } from '../src/credits/credits.service.js';
import { DEFAULT_MODEL_AIR } from '../src/database/seeds/reference-data.js';
import { signInAdministrator } from './support/api-client.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { generateTask } from './support/image-fixtures.js';
import { plantSdxlModel } from './support/planted-models.js';

const SDXL = 'civitai:101055@128078';
const FLUX_LORA = 'civitai:631986@706528';
const SDXL_LORA = 'civitai:132942@146296';

const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId totalCost creditsCharged creditBalance images { imageURL cost seed } }
}`;

interface GenerateAnswer {
  generateImages: {
    generationId: string;
    totalCost: number;
    creditsCharged: number;
    creditBalance: number;
    images: { imageURL: string; cost: number }[];
  };
}

const request = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a lighthouse on a cliff at dusk',
  model: SDXL,
  width: 1024,
  height: 1024,
  format: 'jpeg',
  imageCount: 1,
  steps: 20,
  ...overrides,
});

/** The REST counterpart of `request`: one task of an /api/generate body. */
const restTask = (overrides: Record<string, unknown> = {}) =>
  generateTask({ positivePrompt: 'hello there', width: 1024, height: 1024, ...overrides });

/** Fast retries; a user's own provider endpoint may point at the real provider's origin only. */
const ADAPTER_SETTINGS = {
  RUNWARE_RETRY_BASE_MS: '10',
  PROVIDER_ENDPOINT_ALLOWLIST: 'https://api.runware.ai',
};

describe('generation through the real adapter and the simulator', () => {
  const suite = sessionForSuite(() => startAppWithSimulator(ADAPTER_SETTINGS));

  const ledgerSum = async (userId: string) =>
    Number(
      (
        await suite.db.query(
          'SELECT coalesce(sum(amount), 0) AS s FROM credit_ledger WHERE user_id = $1',
          [userId],
        )
      )[0].s,
    );
  const balanceOf = (userId: string) => suite.app.app.get(CreditsService).balance(userId);
  const generationCount = async (userId: string): Promise<number> => {
    const [{ n }] = await suite.db.query(
      'SELECT count(*)::int AS n FROM generations WHERE user_id = $1',
      [userId],
    );
    return n;
  };

  it('generates images, charges the reported cost times the tier multiplier, and records the generation', async () => {
    const { token, user } = await suite.api.register();
    const answer = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request({ imageCount: 2 }) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.generateImages;
    expect(result.images).toHaveLength(2);
    const image = await fetch(result.images[0].imageURL);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(result.totalCost).toBeCloseTo(result.images[0].cost + result.images[1].cost, 6);
    // Standard members pay 0.8 credit per cent of provider cost.
    expect(result.creditsCharged).toBeCloseTo(result.totalCost * 100 * 0.8, 3);
    expect(result.creditBalance).toBeCloseTo(50 - result.creditsCharged, 3);
    expect(await ledgerSum(user.id)).toBeCloseTo(await balanceOf(user.id), 4);
    const [row] = await suite.db.query(
      'SELECT status, model_air, image_count, duration_ms, provider_cost_usd FROM generations WHERE id = $1',
      [result.generationId],
    );
    expect(row).toMatchObject({ status: 'succeeded', model_air: SDXL, image_count: 2 });
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('writes one reserve and one settle ledger row per charged generation, never a second settle', async () => {
    const { token, user } = await suite.api.register();
    const answer = await suite.api.graphql<GenerateAnswer>(GENERATE, { input: request() }, token);
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.generateImages;
    const ledger: { kind: string; amount: number; balance_after: number }[] = await suite.db.query(
      `SELECT kind, amount::float AS amount, balance_after::float AS balance_after
       FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at`,
      [result.generationId],
    );
    expect(ledger.map((row) => row.kind)).toEqual(['reserve', 'settle']);
    expect(ledger[0].amount + ledger[1].amount).toBeCloseTo(-result.creditsCharged, 4);
    expect(ledger[1].balance_after).toBeCloseTo(result.creditBalance, 4);
    expect(ledger[0].balance_after).toBeCloseTo(50 + ledger[0].amount, 4);
    expect(await ledgerSum(user.id)).toBeCloseTo(await balanceOf(user.id), 4);
    const [row] = await suite.db.query(
      `SELECT status, charged, credits_charged::float AS credits, provider_cost_usd::float AS cost,
              duration_ms, completed_at FROM generations WHERE id = $1`,
      [result.generationId],
    );
    expect(row).toMatchObject({ status: 'succeeded', charged: true });
    expect(row.credits).toBeCloseTo(result.creditsCharged, 4);
    expect(row.cost).toBeCloseTo(result.totalCost, 6);
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
    expect(row.completed_at).toBeInstanceOf(Date);
    // The database itself refuses a second settlement of the same generation.
    await expect(
      suite.db.query(
        `INSERT INTO credit_ledger (user_id, kind, amount, balance_after, generation_id)
         VALUES ($1, 'settle', 1, 1, $2)`,
        [user.id, result.generationId],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('lets administrators generate free of charge, and still records the generation', async () => {
    const admin = await signInAdministrator(suite.app, suite.api);
    const before = await balanceOf(admin.user.id);
    const answer = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request() },
      admin.token,
    );
    expect(answer.errors).toBeUndefined();
    const result = answer.data!.generateImages;
    expect(result.creditsCharged).toBe(0);
    expect(result.creditBalance).toBe(before);
    expect(await balanceOf(admin.user.id)).toBe(before);
    const [{ n }] = await suite.db.query(
      'SELECT count(*)::int AS n FROM credit_ledger WHERE generation_id = $1',
      [result.generationId],
    );
    expect(n).toBe(0);
    const [row] = await suite.db.query(
      `SELECT status, credits_charged::float AS credits, provider_cost_usd::float AS cost, duration_ms
       FROM generations WHERE id = $1`,
      [result.generationId],
    );
    expect(row).toMatchObject({ status: 'succeeded', credits: 0 });
    expect(row.cost).toBeCloseTo(result.totalCost, 6);
    expect(row.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers REST compat POST /api/generate with { data: [{ imageURL, cost }] }', async () => {
    const { token } = await suite.api.register();
    const task = {
      taskType: 'imageInference',
      taskUUID: randomUUID(),
      outputType: 'URL',
      outputFormat: 'PNG',
      positivePrompt: 'a red fox in snow',
      negativePrompt: 'blurry, bad quality',
      width: 512,
      height: 768,
      model: SDXL,
      steps: 20,
      cfgScale: 7,
      numberResults: 1,
      lora: [{ model: SDXL_LORA, weight: 0.8 }],
      folder: 'Default',
      displayCost: true,
    };
    const response = await suite.api.post('/api/generate', [task], token).expect(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        imageURL: expect.stringMatching(/\.png$/),
        cost: expect.any(Number),
      }),
    ]);
    const image = await fetch(response.body.data[0].imageURL);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('previews the credits a request would hold, on GraphQL and REST, without calling the provider or charging', async () => {
    const { token, user } = await suite.api.register();
    const estimate = await suite.api.graphql<{
      estimateGeneration: {
        credits: number;
        hold: number;
        providerCostUsd: number;
        creditBalance: number;
        affordable: boolean;
      };
    }>(
      `query($input: GenerateImagesInput!) {
        estimateGeneration(input: $input) { credits hold providerCostUsd creditBalance affordable } }`,
      { input: request({ imageCount: 2 }) },
      token,
    );
    expect(estimate.errors).toBeUndefined();
    const preview = estimate.data!.estimateGeneration;
    // Standard members pay 0.8 credit per cent of provider cost.
    expect(preview.credits).toBeCloseTo(preview.providerCostUsd * 100 * 0.8, 4);
    expect(preview).toMatchObject({ creditBalance: 50, affordable: true });

    const rest = await suite.api
      .post(
        '/api/generate/estimate',
        [
          {
            taskType: 'imageInference',
            positivePrompt: 'a fox',
            model: SDXL,
            width: 512,
            height: 512,
            numberResults: 2,
          },
        ],
        token,
      )
      .expect(200);
    expect(rest.body).toEqual({
      ...preview,
      credits: expect.any(Number),
      hold: expect.any(Number),
      providerCostUsd: expect.any(Number),
    });

    expect(await generationCount(user.id)).toBe(0);
    // The hold of the real generation is what was previewed: the estimate and its margin.
    expect(preview.hold).toBeCloseTo(Math.round(preview.credits * 1.05 * 10_000) / 10_000, 4);
    const generated = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request({ imageCount: 2 }) },
      token,
    );
    expect(generated.errors).toBeUndefined();
    const [hold] = await suite.db.query(
      `SELECT -amount::float AS held FROM credit_ledger WHERE user_id = $1 AND kind = 'reserve'`,
      [user.id],
    );
    expect(hold.held).toBeCloseTo(preview.hold, 4);
    expect(await generationCount(user.id)).toBe(1);

    const refused = await suite.api.graphql(
      `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits } }`,
      { input: request({ steps: 120 }) },
      token,
    );
    expect(refused.errors?.[0].message).toBe('steps must be between 1 and 100 for SDXL 1.0');
  });

  it('never sends a negative prompt for a FLUX model (the provider would refuse it)', async () => {
    const { token } = await suite.api.register();
    const answer = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request({ model: DEFAULT_MODEL_AIR, negativePrompt: 'ugly, blurry', steps: 4 }) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.generateImages.images).toHaveLength(1);
  });

  it.each([[{ loras: [{ model: FLUX_LORA, weight: 1 }] }, 'unsupportedLoraModel', undefined]])(
    'turns the provider refusal of %o into its code %s on GraphQL and REST',
    async (overrides, code, parameter) => {
      const { token, user } = await suite.api.register();
      const answer = await suite.api.graphql(GENERATE, { input: request(overrides) }, token);
      expect(answer.errors?.[0].extensions).toMatchObject({
        code,
        status: 400,
        ...(parameter ? { parameter } : {}),
      });
      expect(await balanceOf(user.id)).toBe(50);
      const task: Record<string, unknown> = {
        taskType: 'imageInference',
        positivePrompt: 'x y',
        model: SDXL,
        width: 1024,
        height: 1024,
        ...overrides,
      };
      if ('loras' in overrides) task.lora = overrides.loras;
      const rest = await suite.api.post('/api/generate', [task], token).expect(400);
      expect(rest.body).toMatchObject({ code, message: expect.any(String) });
    },
  );

  it('reports an unknown model as invalidModel', async () => {
    const { token } = await suite.api.register();
    const air = `test:unknown@${Date.now()}`;
    await plantSdxlModel(suite.db, { name: 'Not at the provider', air });
    const answer = await suite.api.graphql(GENERATE, { input: request({ model: air }) }, token);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'invalidModel',
      parameter: 'model',
    });
  });

  it.each([
    [{ steps: 151 }, 'steps must be between 1 and 150'],
    [{ imageCount: 21 }, 'imageCount must be between 1 and 20'],
    [{ cfgScale: 30.5 }, 'cfgScale must be between 1 and 30'],
    [{ clipSkip: 3 }, 'clipSkip must be between 0 and 2'],
    [{ loras: [{ model: SDXL_LORA, weight: 2.5 }] }, 'weight must be between 0 and 2'],
    [{ prompt: '   ' }, 'prompt must not be blank'],
    [{ prompt: ' a ' }, 'prompt must be at least 2 characters'],
    [{ negativePrompt: 'x' }, 'negativePrompt must be at least 2 characters'],
    // The architecture's own limits (its capabilities), refused before any charge.
    [{ height: 2112 }, 'height must be between 128 and 2048'],
    [{ steps: 120 }, 'steps must be between 1 and 100 for SDXL 1.0'],
    // The provider takes ControlNet and IP-Adapter weights up to 1 only (LoRA up to 2 here).
    [
      { controlNets: [{ model: 'runware:20@1', weight: 1.5 }] },
      'weight must be between 0 and 1 for SDXL 1.0',
    ],
    [
      { ipAdapters: [{ model: 'runware:55@1', weight: 1.01 }] },
      'weight must be between 0 and 1 for SDXL 1.0',
    ],
  ])('refuses %o with "%s" before calling the provider', async (overrides, message) => {
    const { token, user } = await suite.api.register();
    const answer = await suite.api.graphql(GENERATE, { input: request(overrides) }, token);
    expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await generationCount(user.id)).toBe(0);
  });

  it('asks the provider for its content check in the current form and reports each image', async () => {
    const { token } = await suite.api.register();
    const answer = await suite.api.graphql<{
      generateImages: { images: { nsfw: boolean | null }[] };
    }>(
      `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { images { nsfw } } }`,
      { input: request({ checkNsfw: true, imageCount: 2 }) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.generateImages.images.map((image) => typeof image.nsfw)).toEqual([
      'boolean',
      'boolean',
    ]);
  });

  it.each([
    [
      { width: 1000 },
      'invalidWidth',
      'width must be a multiple of 64 between 128 and 2048 for SDXL 1.0',
    ],
    [
      { height: 1080 },
      'invalidHeight',
      'height must be a multiple of 64 between 128 and 2048 for SDXL 1.0',
    ],
  ])(
    'refuses %o with the provider code %s before calling the provider, on GraphQL and REST',
    async (overrides, code, message) => {
      const { token, user } = await suite.api.register();
      const answer = await suite.api.graphql(GENERATE, { input: request(overrides) }, token);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code, status: 400 } });
      const rest = await suite.api
        .post(
          '/api/generate',
          [{ positivePrompt: 'x y', model: SDXL, width: 1024, height: 1024, ...overrides }],
          token,
        )
        .expect(400);
      expect(rest.body).toMatchObject({ code, message });
      expect(await balanceOf(user.id)).toBe(50);
      expect(await generationCount(user.id)).toBe(0);
    },
  );

  it('refuses a scheduler the architecture does not offer, naming the field, before any charge', async () => {
    const { token, user } = await suite.api.register();
    const answer = await suite.api.graphql(
      GENERATE,
      { input: request({ scheduler: 'NotAScheduler' }) },
      token,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'scheduler',
    });
    expect(answer.errors?.[0].message).toMatch(
      /^scheduler "NotAScheduler" is not offered \(use .*Euler/,
    );
    expect(await balanceOf(user.id)).toBe(50);
    const offered = await suite.api.graphql(
      GENERATE,
      { input: request({ scheduler: 'Euler' }) },
      token,
    );
    expect(offered.errors).toBeUndefined();
  });

  it('generates every size preset of every architecture with one of its models', async () => {
    const pairs: { air: string; width: number; height: number; label: string; arch: string }[] =
      await suite.db.query(
        `SELECT DISTINCT ON (p.id) m.civitai_air AS air, p.width, p.height, p.label, a.name AS arch
         FROM size_presets p JOIN architectures a ON a.id = p.architecture_id
         JOIN models m ON m.architecture_id = a.id
         JOIN model_categories c ON c.id = m.model_category_id
         WHERE c.category LIKE 'checkpoint%' AND NOT m.is_private
         ORDER BY p.id, m.id`,
      );
    expect(pairs.length).toBeGreaterThan(8);
    const admin = await signInAdministrator(suite.app, suite.api);
    const failures: string[] = [];
    for (const pair of pairs) {
      const answer = await suite.api.graphql(
        GENERATE,
        {
          input: request({
            model: pair.air,
            width: pair.width,
            height: pair.height,
            steps: 4,
            negativePrompt: undefined,
          }),
        },
        admin.token,
      );
      if (answer.errors)
        failures.push(
          `${pair.arch} ${pair.label} ${pair.width}x${pair.height}: ${answer.errors[0].message}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('refuses a private model to a standard user', async () => {
    const { token } = await suite.api.register();
    const air = `test:private@${Date.now()}`;
    await plantSdxlModel(suite.db, { name: 'Private', air, isPrivate: true });
    const answer = await suite.api.graphql(GENERATE, { input: request({ model: air }) }, token);
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'invalidModel',
      parameter: 'model',
    });
  });

  it('refuses a model or add-on this server does not offer with the provider code, as a 400, before any charge', async () => {
    const { token, user } = await suite.api.register();
    const unknown = 'civitai:999999@999999';
    const graphql = await suite.api.graphql(
      GENERATE,
      { input: request({ model: unknown }) },
      token,
    );
    expect(graphql.errors?.[0].extensions).toMatchObject({
      code: 'invalidModel',
      parameter: 'model',
      status: 400,
    });
    const rest = await suite.api
      .post('/api/generate', [restTask({ model: unknown })], token)
      .expect(400);
    expect(rest.body).toMatchObject({ code: 'invalidModel', parameter: 'model' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ loras: [{ model: unknown, weight: 0.5 }] }, 'invalidLoraModel', 'lora'],
      [{ vae: unknown }, 'invalidVaeModel', 'vae'],
      [
        { controlNets: [{ model: unknown, guideImage: 'https://im.runware.ai/a.png' }] },
        'invalidControlNetModel',
        'controlNet',
      ],
    ];
    for (const [overrides, code, parameter] of cases) {
      const answer = await suite.api.graphql(GENERATE, { input: request(overrides) }, token);
      expect(answer.errors?.[0].extensions).toMatchObject({ code, parameter });
    }
    expect(await generationCount(user.id)).toBe(0);
  });

  it("uses the user's own key for that call only and does not charge it", async () => {
    const { token, user } = await suite.api.register();
    const ok = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request({ providerApiKey: suite.simulator.apiKey }) },
      token,
    );
    expect(ok.data?.generateImages.creditsCharged).toBe(0);
    expect(await balanceOf(user.id)).toBe(50);
    const wrong = await suite.api.graphql(
      GENERATE,
      { input: request({ providerApiKey: 'not-a-valid-key' }) },
      token,
    );
    expect(wrong.errors?.[0].extensions).toMatchObject({ code: 'invalidApiKey', status: 401 });
    expect(await balanceOf(user.id)).toBe(50);
    const stored = await suite.db.query(
      'SELECT parameters::text AS p FROM generations WHERE user_id = $1',
      [user.id],
    );
    for (const row of stored) expect(row.p).not.toContain(suite.simulator.apiKey);
    expect(suite.app.logs.join('')).not.toContain('not-a-valid-key');
  });

  it('honours a user endpoint only when its origin is allowed', async () => {
    const { token } = await suite.api.register();
    const answer = await suite.api.graphql(
      GENERATE,
      { input: request({ providerEndpoint: 'https://evil.example.com/v1' }) },
      token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message:
        "providerEndpoint https://evil.example.com is not on this server's list of allowed provider endpoints",
    });
    const same = await suite.api.graphql<GenerateAnswer>(
      GENERATE,
      { input: request({ providerEndpoint: suite.simulator.url }) },
      token,
    );
    expect(same.errors).toBeUndefined();
  });

  it("refuses with 'Insufficient credits' before calling the provider when the balance is short", async () => {
    const { token, user } = await suite.api.register();
    await suite.app.app
      .get(CreditsService)
      .move({ userId: user.id, kind: 'grant', amount: -49.99, note: 'test' });
    const answer = await suite.api.graphql(GENERATE, { input: request() }, token);
    expect(answer.errors?.[0]).toMatchObject({
      extensions: { code: 'insufficientCredits', status: 402 },
    });
    expect(answer.errors?.[0].message).toMatch(/^Insufficient credits/);
    const rest = await suite.api.post('/api/generate', [restTask()], token).expect(402);
    expect(rest.body.code).toBe('insufficientCredits');
    expect(await balanceOf(user.id)).toBeCloseTo(0.01, 4);
    // A refused hold writes nothing: no generation, no ledger row.
    expect(await generationCount(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBeCloseTo(0.01, 4);
  });

  it("lists the caller's own generations newest first, page by page, with their outcome", async () => {
    const { token } = await suite.api.register();
    const other = await suite.api.register();
    await suite.api.graphql(GENERATE, { input: request({ prompt: 'first' }) }, token);
    await suite.api.graphql(
      GENERATE,
      { input: request({ prompt: 'second', loras: [{ model: FLUX_LORA, weight: 1 }] }) },
      token,
    );
    await suite.api.graphql(GENERATE, { input: request({ prompt: 'third' }) }, token);
    await suite.api.graphql(GENERATE, { input: request({ prompt: 'not mine' }) }, other.token);
    const HISTORY =
      'query($after: String) { myGenerations(first: 2, after: $after) { nextCursor items { status errorCode parameters creditsCharged } } }';
    type Page = {
      myGenerations: {
        nextCursor: string | null;
        items: { status: string; errorCode: string | null; parameters: { prompt: string } }[];
      };
    };
    const first = await suite.api.graphql<Page>(HISTORY, {}, token);
    expect(
      first.data!.myGenerations.items.map((g) => [g.parameters.prompt, g.status, g.errorCode]),
    ).toEqual([
      ['third', 'succeeded', null],
      ['second', 'failed', 'unsupportedLoraModel'],
    ]);
    const second = await suite.api.graphql<Page>(
      HISTORY,
      { after: first.data!.myGenerations.nextCursor },
      token,
    );
    expect(second.data!.myGenerations.items.map((g) => g.parameters.prompt)).toEqual(['first']);
    expect(second.data!.myGenerations.nextCursor).toBeNull();

    // One generation by id: the model's name and the provider's images; another user's is null.
    const ONE =
      'query($id: ID!) { myGeneration(id: $id) { modelName imageCount images { imageURL seed } } }';
    const latest = await suite.api.graphql<{ myGenerations: { items: { id: string }[] } }>(
      '{ myGenerations(first: 1) { items { id } } }',
      {},
      token,
    );
    const id = latest.data!.myGenerations.items[0].id;
    const one = await suite.api.graphql<{
      myGeneration: { modelName: string; imageCount: number; images: { imageURL: string }[] };
    }>(ONE, { id }, token);
    expect(one.data!.myGeneration.modelName).toEqual(expect.any(String));
    expect(one.data!.myGeneration.modelName.length).toBeGreaterThan(0);
    expect(one.data!.myGeneration.images).toHaveLength(one.data!.myGeneration.imageCount);
    expect(one.data!.myGeneration.images[0].imageURL).toMatch(/^http/);
    expect((await suite.api.graphql(ONE, { id }, other.token)).data).toEqual({
      myGeneration: null,
    });
    expect((await suite.api.graphql(ONE, { id: 'not-a-uuid' }, token)).data).toEqual({
      myGeneration: null,
    });
    const bad = await suite.api.graphql(HISTORY, { after: 'nonsense' }, token);
    expect(bad.errors?.[0].message).toBe('after is not a valid cursor');
  });

  it('refuses a repeated taskUUID instead of running or charging it twice', async () => {
    const { token } = await suite.api.register();
    const taskUUID = randomUUID();
    expect(
      (await suite.api.graphql(GENERATE, { input: request({ taskUUID }) }, token)).errors,
    ).toBeUndefined();
    const again = await suite.api.graphql(GENERATE, { input: request({ taskUUID }) }, token);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
  });
});

describe('generation when the provider fails or is slow', () => {
  // Provider failures and their money: provider-recovery.test.ts.
  it('lets at most 5 of 20 concurrent generations through when the balance covers 5, never below zero', async () => {
    const { app, api, db, close } = await startAppWithSimulator(ADAPTER_SETTINGS, {
      SIMULATOR_LATENCY_MS: '1500',
    });
    try {
      const { token, user } = await api.register();
      // The hold for one 1024x1024, 20-step SDXL image at the standard tier: its price,
      // 0.0019 USD x 20/30 x 100 x 0.8 = 0.1013 credits, plus the 5 % margin.
      const hold = 0.1064;
      await app.app.get(CreditsService).move({
        userId: user.id,
        kind: 'grant',
        amount: 5 * hold - 50,
        note: 'test',
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          api.graphql<GenerateAnswer>(GENERATE, { input: request() }, token),
        ),
      );
      const succeeded = answers.filter((answer) => answer.data?.generateImages);
      const refused = answers.filter(
        (answer) => answer.errors?.[0].extensions?.code === 'insufficientCredits',
      );
      expect(succeeded.length).toBeLessThanOrEqual(5);
      expect(succeeded.length).toBeGreaterThan(0);
      expect(succeeded.length + refused.length).toBe(20);
      const balance = await app.app.get(CreditsService).balance(user.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      const [{ s }] = await db.query(
        'SELECT sum(amount) AS s FROM credit_ledger WHERE user_id = $1',
        [user.id],
      );
      expect(Number(s)).toBeCloseTo(balance, 4);
      const [{ min }] = await db.query(
        'SELECT min(balance_after)::float AS min FROM credit_ledger WHERE user_id = $1',
        [user.id],
      );
      expect(min).toBeGreaterThanOrEqual(0);
    } finally {
      await close();
    }
  });
});
