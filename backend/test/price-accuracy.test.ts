import { DataSource } from 'typeorm';
import { ModelCache } from '../src/catalog/model-cache.js';
import { CreditsService } from '../src/credits/credits.service.js';
import { type ApiClient } from './support/api-client.js';
import { startAppWithSimulator } from './support/app-session.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type TestApp } from './support/test-app.js';

// The built simulator's catalogue (as the provider tests use it), loaded at run time.
const CATALOGUE_MODULE = new URL(
  '../../simulator/dist/catalogue/model-catalogue.js',
  import.meta.url,
).href;

interface SimulatorModel {
  air: string;
  name: string;
  category: string;
  architecture: string;
  type?: string;
  private: boolean;
}

const { buildModelCatalogue } = (await import(CATALOGUE_MODULE)) as {
  buildModelCatalogue: () => { models: SimulatorModel[] };
};
/** The first public base model of each architecture the simulated provider prices. */
const baseModels = new Map<string, SimulatorModel>();
for (const model of buildModelCatalogue().models) {
  if (model.category !== 'checkpoint' || model.type !== 'base' || model.private) continue;
  if (!baseModels.has(model.architecture)) baseModels.set(model.architecture, model);
}

const ESTIMATE = `query($input: GenerateImagesInput!) {
  estimateGeneration(input: $input) { credits hold providerCostUsd creditBalance affordable }
}`;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged totalCost images { cost } }
}`;

interface Estimate {
  credits: number;
  hold: number;
  providerCostUsd: number;
  creditBalance: number;
  affordable: boolean;
}

/** Image counts and step settings, spread over each architecture's presets (every pair met). */
const COUNTS = [1, 2, 4];
const stepSettings = (defaultSteps: number) => [1, defaultSteps, 60];

/**
 * The price shown before Generate is the price paid: for every architecture the simulated provider
 * prices, every size preset, several image counts and step settings, the estimate comes within
 * 10 % of the settled charge, the hold within its 5 % margin of the estimate, the charge within
 * the hold.
 */
describe('estimates match settled charges', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let close: () => Promise<void>;
  let database: IsolatedDatabase;

  // A database of its own: the test plants models and an architecture other tests do not expect.
  beforeAll(async () => {
    database = await createIsolatedDatabase();
    ({ app, api, db, close } = await startAppWithSimulator({
      DATABASE_URL: database.url,
      REDIS_PREFIX: ownRedisPrefix('prices'),
    }));
  });
  afterAll(async () => {
    await close?.();
    await database?.drop();
  });

  /** A user with plenty of credits (the standard tier, 0.8 credit per cent). */
  async function wealthyUser() {
    const account = await api.register();
    await app.app
      .get(CreditsService)
      .move({ userId: account.user.id, kind: 'grant', amount: 5000, note: 'test' });
    return account;
  }

  /** The catalogue's model of this provider model, planted under `architectureName` if missing. */
  async function catalogueModel(model: SimulatorModel, architectureName: string) {
    await db.query(
      `INSERT INTO models (name, civitai_air, model_category_id, architecture_id, model_type, access_level_id, is_private, default_cfg, extras)
       SELECT $1, $2, c.id, a.id, 'base', 1, false, 5, '{}'::jsonb FROM model_categories c, architectures a
       WHERE c.category = 'checkpointBase' AND a.name = $3
       ON CONFLICT (civitai_air) DO NOTHING`,
      [model.name, model.air, architectureName],
    );
  }

  it('knows every architecture the simulated provider prices', async () => {
    const codes: { code: string }[] = await db.query(
      `SELECT code FROM architectures WHERE code IS NOT NULL ORDER BY code`,
    );
    const known = new Set(codes.map((row) => row.code));
    expect([...baseModels.keys()].filter((code) => !known.has(code))).toEqual([]);
    expect(baseModels.size).toBe(17);
  });

  it.each([...baseModels.keys()].sort())(
    '%s: every preset × count × steps, estimate within 10 % of the charge',
    async (code) => {
      const [architecture]: { id: number; name: string; defaultSteps: number }[] = await db.query(
        `SELECT a.id, a.name, c.default_steps AS "defaultSteps"
         FROM architectures a JOIN architecture_capabilities c ON c.architecture_id = a.id
         WHERE a.code = $1`,
        [code],
      );
      const model = baseModels.get(code)!;
      await catalogueModel(model, architecture.name);
      const presets: { name: string; width: number; height: number }[] = await db.query(
        `SELECT name, width, height FROM size_presets WHERE architecture_id = $1 ORDER BY sort_order`,
        [architecture.id],
      );
      expect(presets.length).toBeGreaterThanOrEqual(4);
      const steps = stepSettings(architecture.defaultSteps);
      // Each preset meets each count or step setting in turn: every pair over the presets.
      const cases = COUNTS.flatMap((imageCount, countIndex) =>
        steps.map((stepCount, stepIndex) => ({
          preset: presets[(countIndex * steps.length + stepIndex) % presets.length],
          imageCount,
          steps: stepCount,
        })),
      );
      const { token } = await wealthyUser();
      const misses: string[] = [];
      for (const { preset, imageCount, steps: stepCount } of cases) {
        const input = {
          prompt: 'a lighthouse on a cliff at dusk',
          model: model.air,
          width: preset.width,
          height: preset.height,
          format: 'jpeg',
          imageCount,
          steps: stepCount,
        };
        const label = `${preset.name} ×${imageCount} ${stepCount} steps`;
        const estimate = await api.graphql<{ estimateGeneration: Estimate }>(
          ESTIMATE,
          { input },
          token,
        );
        expect(estimate.errors).toBeUndefined();
        const { credits, hold } = estimate.data!.estimateGeneration;
        expect(hold).toBeGreaterThanOrEqual(credits);
        expect(hold).toBeLessThanOrEqual(credits * 1.05 + 0.0001);
        const generated = await api.graphql<{
          generateImages: { generationId: string; creditsCharged: number };
        }>(GENERATE, { input }, token);
        expect(generated.errors).toBeUndefined();
        const { creditsCharged, generationId } = generated.data!.generateImages;
        const [reserve] = await db.query(
          `SELECT -amount::float AS held FROM credit_ledger WHERE generation_id = $1 AND kind = 'reserve'`,
          [generationId],
        );
        expect(reserve.held).toBeCloseTo(hold, 4);
        expect(creditsCharged).toBeLessThanOrEqual(reserve.held);
        // Within 10 %, or a ten-thousandth of a credit (the ledger's precision).
        if (Math.abs(credits - creditsCharged) > Math.max(0.1 * creditsCharged, 0.0001))
          misses.push(`${label}: estimated ${credits}, charged ${creditsCharged}`);
      }
      expect(misses).toEqual([]);
    },
    120_000,
  );

  it('learns the price of a model whose architecture has no list price from its settled tasks', async () => {
    // A provider model imported under an architecture created by name: no code, no list price.
    const model = baseModels.get('hidreamfull')!;
    await db.query(
      `INSERT INTO architectures (name, code) VALUES ('Imported Family', NULL) ON CONFLICT (name) DO NOTHING`,
    );
    await db.query(
      `INSERT INTO architecture_capabilities (architecture_id, supports_lora, supports_controlnet, supports_vae,
         supports_ipadapter, supports_embeddings, default_steps, default_cfg, supports_negative_prompt)
       SELECT id, true, false, false, false, false, 30, 5, true FROM architectures WHERE name = 'Imported Family'
       ON CONFLICT (architecture_id) DO NOTHING`,
    );
    await db.query(`DELETE FROM image_prices WHERE model_air = $1`, [model.air]);
    await db.query(
      `UPDATE models SET architecture_id = (SELECT id FROM architectures WHERE name = 'Imported Family')
       WHERE civitai_air = $1`,
      [model.air],
    );
    await catalogueModel(model, 'Imported Family');
    // Written behind the catalogue's back: its model cache would serve the old architecture (and
    // its list price) for up to MODEL_CACHE_TTL_MS after the loop above read the model.
    app.app.get(ModelCache).invalidate();
    const { token } = await wealthyUser();
    const input = {
      prompt: 'a harbour at night',
      model: model.air,
      width: 1024,
      height: 1024,
      format: 'png',
      imageCount: 2,
      steps: 30,
    };
    const estimateOf = async (overrides: Record<string, number> = {}) => {
      const answer = await api.graphql<{ estimateGeneration: Estimate }>(
        ESTIMATE,
        { input: { ...input, ...overrides } },
        token,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.estimateGeneration.credits;
    };
    const generate = async (overrides: Record<string, number> = {}) => {
      const answer = await api.graphql<{ generateImages: { creditsCharged: number } }>(
        GENERATE,
        { input: { ...input, ...overrides } },
        token,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.generateImages.creditsCharged;
    };
    // Nothing learned: the reference formula, far below this expensive model's price.
    const guessed = await estimateOf();
    const charged = await generate();
    expect(Math.abs(guessed - charged)).toBeGreaterThan(0.1 * charged);
    // Learned from that one task: this size and steps, and the model's other sizes too.
    expect(Math.abs((await estimateOf()) - charged)).toBeLessThanOrEqual(0.1 * charged);
    const otherSize = { width: 1536, height: 1024, steps: 12, imageCount: 3 };
    const otherEstimate = await estimateOf(otherSize);
    const otherCharged = await generate(otherSize);
    expect(Math.abs(otherEstimate - otherCharged)).toBeLessThanOrEqual(0.1 * otherCharged);
  });

  it('never refuses a member whose balance covers the estimate: the margin shrinks to the balance', async () => {
    const { token, user } = await api.register();
    const model = baseModels.get('sdxl')!;
    const input = {
      prompt: 'a quiet forest',
      model: model.air,
      width: 1024,
      height: 1024,
      format: 'jpeg',
      imageCount: 4,
      steps: 20,
    };
    const before = await api.graphql<{ estimateGeneration: Estimate }>(ESTIMATE, { input }, token);
    const { credits } = before.data!.estimateGeneration;
    // 4 SDXL images at 1024², 20 steps: 4 × 0.0019 × 20/30 USD × 100 × 0.8, about 0.41 credits.
    expect(credits).toBeCloseTo(0.4053, 4);
    // Leave exactly the estimate: the hold's margin does not fit, the estimate does.
    const balance = await app.app.get(CreditsService).balance(user.id);
    await app.app
      .get(CreditsService)
      .move({ userId: user.id, kind: 'grant', amount: credits - balance, note: 'test' });
    const estimate = await api.graphql<{ estimateGeneration: Estimate }>(
      ESTIMATE,
      { input },
      token,
    );
    expect(estimate.data!.estimateGeneration).toMatchObject({
      credits,
      hold: credits,
      creditBalance: credits,
      affordable: true,
    });
    const generated = await api.graphql<{ generateImages: { creditsCharged: number } }>(
      GENERATE,
      { input },
      token,
    );
    expect(generated.errors).toBeUndefined();
    expect(generated.data!.generateImages.creditsCharged).toBeCloseTo(credits, 4);
    // A balance below the estimate is refused, naming the estimate, and nothing is held.
    const refused = await api.graphql(GENERATE, { input }, token);
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'insufficientCredits' },
      message: expect.stringMatching(/needs about 0\.41 credits/),
    });
  });
});
