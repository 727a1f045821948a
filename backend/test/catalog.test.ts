import { DataSource } from 'typeorm';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { DEFAULT_MODEL_AIR } from '../src/database/seeds/reference-data.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { MODEL_REST_FIELDS, plantSdxlModel } from './support/planted-models.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('model catalogue', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let userToken: string;
  let adminToken: string;
  const premiumAir = `test:premium@${Date.now()}`;
  const privateAir = `test:private@${Date.now()}`;

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession());
    userToken = (await api.register()).token;
    adminToken = (await signInAdministrator(app, api)).token;
    const extras = {
      lora: true,
      controlnet: false,
      vae: false,
      ipadapter: false,
      embeddings: false,
    };
    await plantSdxlModel(db, {
      name: 'Zeta Premium Model',
      air: premiumAir,
      accessLevelId: 4,
      extras,
    });
    await plantSdxlModel(db, {
      name: 'Zeta Private Model',
      air: privateAir,
      isPrivate: true,
      extras,
    });
  });
  afterAll(() => app.close());

  /** The member as the catalogue sees its caller, and a new SDXL model open to every level. */
  async function memberAndNewModel(name: string, airTag: string) {
    const me = (await api.get('/api/auth/me', userToken)).body;
    const caller = { user: me, tokenId: 'x', expiresAt: 0, isAdmin: false };
    const air = `test:${airTag}@${Date.now()}`;
    await plantSdxlModel(db, { name, air });
    return { caller, air };
  }

  it('lists the 17 architectures with their names', async () => {
    const response = await api.get('/api/architectures').expect(200);
    expect(response.body).toHaveLength(17);
    expect(response.body).toContainEqual({
      id: expect.any(Number),
      architecture: 'FLUX.1 D',
      code: 'flux1d',
    });
  });

  it('answers capabilities per architecture, and 404 for one without', async () => {
    const flux = (await api.get('/api/architectures')).body.find(
      (a: { code: string }) => a.code === 'flux1d',
    );
    const response = await api.get(`/api/architecture-capabilities/${flux.id}`).expect(200);
    expect(response.body).toMatchObject({
      supportsLoRA: true,
      supportsVAE: false,
      defaultSteps: 28,
      defaultCFG: 3.5,
    });
    await api.get('/api/architecture-capabilities/999999').expect(404);
    const graphql = await api.graphql(
      '{ architectureCapability(architectureId: 999999) { supportsLoRA } }',
    );
    expect(graphql.data).toEqual({ architectureCapability: null });
  });

  it('orders schedulers default first, then by friendly name', async () => {
    const sdxl = (await api.get('/api/architectures')).body.find(
      (a: { code: string }) => a.code === 'sdxl',
    );
    const schedulers = (await api.get(`/api/schedulers/architecture/${sdxl.id}`).expect(200))
      .body as { friendlyName: string; isDefault: boolean }[];
    expect(schedulers[0].isDefault).toBe(true);
    const rest = schedulers.slice(1).map((s) => s.friendlyName);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(schedulers.filter((s) => s.isDefault)).toHaveLength(1);
  });

  it('lists size presets per architecture in their order', async () => {
    const sdxl = (await api.get('/api/architectures')).body.find(
      (a: { code: string }) => a.code === 'sdxl',
    );
    const presets = (await api.get(`/api/size-presets/architecture/${sdxl.id}`).expect(200)).body;
    expect(
      presets.map(
        (p: { name: string; width: number; height: number }) => `${p.name} ${p.width}x${p.height}`,
      ),
    ).toEqual(['square 1024x1024', 'portrait 1024x1536', 'landscape 1536x1024', 'wide 1920x1088']);
  });

  it('lists the model categories', async () => {
    const categories = (await api.get('/api/model-categories').expect(200)).body.map(
      (c: { category: string }) => c.category,
    );
    expect(categories).toEqual(
      expect.arrayContaining([
        'checkpointBase',
        'LoRA',
        'Controlnet',
        'VAE',
        'Embedding',
        'LyCORIS',
      ]),
    );
  });

  it('answers every REST catalogue route with the same fields, under the same names', async () => {
    const air = `test:fields@${Date.now()}`;
    const extras = { lora: true, controlnet: false, vae: true, ipadapter: false, embeddings: true };
    await plantSdxlModel(db, { name: 'Zeta Field Pin', air, extras });
    const [stored] = await db.query(
      `SELECT id, model_category_id, architecture_id, created_at, updated_at
       FROM models WHERE civitai_air = $1`,
      [air],
    );
    const expected = {
      id: stored.id,
      name: 'Zeta Field Pin',
      version: null,
      civitAIR: air,
      modelCategoryId: stored.model_category_id,
      architectureId: stored.architecture_id,
      modelType: 'base',
      tags: [],
      heroImage: null,
      isPrivate: false,
      defaultWidth: 1024,
      defaultHeight: 1024,
      defaultSteps: 20,
      defaultScheduler: 'Default',
      defaultCFG: 7.5,
      accessLevelId: 1,
      triggerWords: [],
      extras,
      createdAt: stored.created_at.toISOString(),
      updatedAt: stored.updated_at.toISOString(),
    };
    for (const path of ['/api/models', '/api/models/base']) {
      const models = (await api.get(path, adminToken).expect(200)).body as Record<
        string,
        unknown
      >[];
      expect(models.find((model) => model.civitAIR === air)).toEqual(expected);
      for (const model of models) expect(Object.keys(model).sort()).toEqual(MODEL_REST_FIELDS);
    }

    const keysOf = (value: object) => Object.keys(value).sort();
    const architectures = (await api.get('/api/architectures').expect(200)).body;
    for (const architecture of architectures)
      expect(keysOf(architecture)).toEqual(['architecture', 'code', 'id']);
    const sdxl = architectures.find((a: { code: string }) => a.code === 'sdxl');
    const capability = (await api.get(`/api/architecture-capabilities/${sdxl.id}`).expect(200))
      .body;
    expect(keysOf(capability)).toEqual([
      'architectureId',
      'defaultCFG',
      'defaultSteps',
      'dimensionMultiple',
      'maxControlNetWeight',
      'maxDimension',
      'maxIpAdapterWeight',
      'maxLoraWeight',
      'maxReferenceImages',
      'maxSteps',
      'minControlNetWeight',
      'minDimension',
      'minIpAdapterWeight',
      'minLoraWeight',
      'minSteps',
      'supportsControlNet',
      'supportsEmbeddings',
      'supportsFaceRefinement',
      'supportsHiresFix',
      'supportsIPAdapter',
      'supportsLoRA',
      'supportsNegativePrompt',
      'supportsOutpaint',
      'supportsPulid',
      'supportsSeedImage',
      'supportsTransparentBackground',
      'supportsVAE',
    ]);
    const presets = (await api.get(`/api/size-presets/architecture/${sdxl.id}`).expect(200)).body;
    expect(presets[0]).toEqual({
      id: expect.any(Number),
      architectureId: sdxl.id,
      name: 'square',
      label: expect.any(String),
      width: 1024,
      height: 1024,
      sortOrder: expect.any(Number),
    });
    const schedulers = (await api.get(`/api/schedulers/architecture/${sdxl.id}`).expect(200)).body;
    for (const scheduler of schedulers)
      expect(keysOf(scheduler)).toEqual([
        'architectureId',
        'friendlyName',
        'id',
        'isDefault',
        'schedulerKey',
      ]);
    const categories = (await api.get('/api/model-categories').expect(200)).body;
    for (const category of categories) expect(keysOf(category)).toEqual(['category', 'id']);
  });

  it('requires sign-in for the model lists', async () => {
    await api.get('/api/models').expect(401);
    await api.get('/api/models/base').expect(401);
  });

  it('hides private models and models above the caller level from a standard user', async () => {
    const airs = (await api.get('/api/models', userToken).expect(200)).body.map(
      (m: { civitAIR: string }) => m.civitAIR,
    );
    expect(airs).toContain(DEFAULT_MODEL_AIR);
    expect(airs).not.toContain(premiumAir);
    expect(airs).not.toContain(privateAir);
    const adminAirs = (await api.get('/api/models', adminToken).expect(200)).body.map(
      (m: { civitAIR: string }) => m.civitAIR,
    );
    expect(adminAirs).toEqual(expect.arrayContaining([premiumAir, privateAir, DEFAULT_MODEL_AIR]));
  });

  it('lists base models by name with the fields the picker needs', async () => {
    const models = (await api.get('/api/models/base', userToken).expect(200)).body as {
      name: string;
      civitAIR: string;
      architectureId: number;
      modelType: string;
    }[];
    const names = models.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(models[0]).toEqual(
      expect.objectContaining({
        civitAIR: expect.any(String),
        architectureId: expect.any(Number),
        modelType: 'base',
      }),
    );
  });

  it('resolves each model architecture on GraphQL', async () => {
    const response = await api.graphql<{
      baseModels: { civitAIR: string; architecture: { architecture: string } }[];
    }>(
      '{ baseModels { civitAIR architecture { architecture } modelCategory { category } } }',
      {},
      userToken,
    );
    expect(response.errors).toBeUndefined();
    const juggernaut = response.data!.baseModels.find((m) => m.civitAIR === DEFAULT_MODEL_AIR);
    expect(juggernaut?.architecture).toEqual({ architecture: 'FLUX.1 D' });
  });

  it('refuses a model the user may not use: private as unknown, higher level as forbidden', async () => {
    const catalog = app.app.get(CatalogService);
    const me = (await api.get('/api/auth/me', userToken)).body;
    const caller = {
      user: { ...me, accessLevelId: me.accessLevelId },
      tokenId: 'x',
      expiresAt: 0,
      isAdmin: false,
    };
    await expect(catalog.usableModel(caller, privateAir)).rejects.toMatchObject({ status: 404 });
    await expect(catalog.usableModel(caller, premiumAir)).rejects.toMatchObject({ status: 403 });
    await expect(catalog.usableModel(caller, DEFAULT_MODEL_AIR)).resolves.toMatchObject({
      air: DEFAULT_MODEL_AIR,
    });
  });

  it('applies a change to a model at once when the writer announces it', async () => {
    const catalog = app.app.get(CatalogService);
    const { caller, air } = await memberAndNewModel('Soon private', 'cached');
    const model = await catalog.usableModel(caller, air);
    expect(model).toMatchObject({ air, architecture: { architecture: 'SDXL 1.0' } });
    // Shared between requests, so nobody may change it in place.
    expect(Object.isFrozen(model)).toBe(true);
    await db.query('UPDATE models SET is_private = true WHERE civitai_air = $1', [air]);
    await catalog.modelsChanged();
    await expect(catalog.usableModel(caller, air)).rejects.toMatchObject({ status: 404 });
  });

  it('tells every other process, which stops using its cached model well before it expires', async () => {
    // A second app on the same Redis stands for an api replica while this one is the writer.
    const replica = await startTestApp();
    try {
      const { caller, air } = await memberAndNewModel('Soon gone', 'replica');
      const elsewhere = replica.app.get(CatalogService);
      await expect(elsewhere.usableModel(caller, air)).resolves.toMatchObject({ air });
      await db.query('UPDATE models SET is_private = true WHERE civitai_air = $1', [air]);
      await app.app.get(CatalogService).modelsChanged();
      // The cached entry would live MODEL_CACHE_TTL_MS (10 s); the announcement arrives at once.
      const deadline = Date.now() + 2_000;
      for (;;) {
        const refused = await elsewhere.usableModel(caller, air).then(
          () => false,
          () => true,
        );
        if (refused) break;
        if (Date.now() > deadline) throw new Error('the replica kept its cached model');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await replica.close();
    }
  });
});
