import { DataSource } from 'typeorm';
import { CatalogService } from '../src/catalog/catalog.service.js';
import { type AuthenticatedUser } from '../src/common/auth/authenticated-user.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { waitForAdminJob } from './support/admin-jobs.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { MODEL_REST_FIELDS } from './support/planted-models.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ProviderModel {
  air: string;
  name: string;
  version: string | null;
  category: string | null;
  type: string | null;
  architecture: string | null;
  tags: string[];
  heroImage: string | null;
  private: boolean;
  defaultWidth: number | null;
  defaultHeight: number | null;
  defaultSteps: number | null;
  defaultScheduler: string | null;
  defaultCFG: number | null;
  positiveTriggerWords: string | null;
  alreadyImported: boolean;
  mappedCategory: string | null;
  mappedArchitecture: string | null;
}

const SEARCH = `query($input: ProviderModelSearchInput!) {
  adminProviderModelSearch(input: $input) {
    totalResults offset limit
    results { air name version category type architecture tags heroImage private defaultWidth defaultHeight
      defaultSteps defaultScheduler defaultCFG positiveTriggerWords alreadyImported mappedCategory mappedArchitecture }
  }
}`;
const IMPORT = `mutation($input: ImportModelsInput!) { adminImportModels(input: $input) { id queue state } }`;
const JOB_RESULT = `query($id: ID!) { adminJob(queue: modelImport, id: $id) {
  state importResult { imported created failed total failures { air reason } } } }`;
const MODEL_FIELDS = `id name version civitAIR modelCategoryId architectureId modelType tags heroImage isPrivate
  defaultWidth defaultHeight defaultSteps defaultScheduler defaultCFG accessLevelId triggerWords
  extras { lora controlnet vae ipadapter embeddings }`;

/** What the UI sends back for a selected result: the search result minus the server's flags. */
const asImport = ({
  alreadyImported: _imported,
  mappedCategory: _category,
  mappedArchitecture: _architecture,
  ...model
}: ProviderModel) => model;

// Its own database: imports add models and architectures, which tests of the seeded catalogue count.
describe('admin models: provider search, import jobs and the stored models', () => {
  let database: IsolatedDatabase;
  let simulator: SimulatorProcess;
  let app: TestApp;
  let api: ApiClient;
  let admin: string;
  let db: DataSource;

  beforeAll(async () => {
    [database, simulator] = await Promise.all([createIsolatedDatabase(), startSimulatorProcess()]);
    ({ app, api, db } = await startAppSession({
      DATABASE_URL: database.url,
      ...providerSettings(simulator),
      RUNWARE_RETRY_BASE_MS: '10',
      REDIS_PREFIX: ownRedisPrefix('models'),
    }));
    admin = (await signInAdministrator(app, api)).token;
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([simulator?.stop(), database?.drop()]);
  });

  const search = async (input: Record<string, unknown>) => {
    const answer = await api.graphql<{
      adminProviderModelSearch: { totalResults: number; results: ProviderModel[] };
    }>(SEARCH, { input }, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminProviderModelSearch;
  };
  const importModels = async (models: unknown[], accessLevelId?: number) => {
    const queued = await api.graphql<{ adminImportModels: { id: string; queue: string } }>(
      IMPORT,
      { input: { models, accessLevelId } },
      admin,
    );
    expect(queued.errors).toBeUndefined();
    const { id, queue } = queued.data!.adminImportModels;
    expect(queue).toBe('modelImport');
    const job = await waitForAdminJob(api, admin, queue, id);
    expect(job.progress).toMatchObject({ done: models.length, total: models.length, percent: 100 });
    const answer = await api.graphql<{
      adminJob: {
        importResult: {
          imported: number;
          created: number;
          failed: number;
          total: number;
          failures: { air: string; reason: string }[];
        };
      };
    }>(JOB_RESULT, { id }, admin);
    return answer.data!.adminJob.importResult;
  };
  const storedCount = async (airs: string[]) =>
    Number(
      (await db.query('SELECT count(*) AS n FROM models WHERE civitai_air = ANY($1)', [airs]))[0].n,
    );

  it('searches the provider with filters, 30 per page, flagging results whose AIR is stored', async () => {
    const first = await search({});
    expect(first.results).toHaveLength(30);
    expect(first.totalResults).toBeGreaterThan(200);
    const second = await search({ offset: 30 });
    expect(second.results.map((model) => model.air)).not.toContain(first.results[0].air);

    const bases = await search({ type: 'base', architecture: 'sdxl' });
    expect(bases.results.length).toBeGreaterThan(0);
    expect(
      bases.results.every((model) => model.type === 'base' && model.architecture === 'sdxl'),
    ).toBe(true);
    expect(bases.results.every((model) => model.mappedCategory === 'checkpointBase')).toBe(true);
    expect(bases.results[0].mappedArchitecture).toBe('SDXL 1.0');

    const loras = await search({ category: 'lora', search: 'detail' });
    expect(loras.results.every((model) => model.category === 'lora')).toBe(true);

    // The starter models are seeded, so the provider's copy of one of them is already imported.
    const seeded = await search({ search: 'civitai:101055@128078' });
    expect(seeded.results.find((model) => model.air === 'civitai:101055@128078')).toMatchObject({
      alreadyImported: true,
    });
    expect(bases.results.some((model) => !model.alreadyImported)).toBe(true);
  });

  it('imports the same 50 results twice as one job each and stores exactly 50 models', async () => {
    const page = await search({ limit: 100, offset: 60 });
    const importable = page.results.filter((model) => model.mappedCategory !== null).slice(0, 50);
    expect(importable).toHaveLength(50);
    const airs = importable.map((model) => model.air);
    const models = importable.map(asImport);

    const first = await importModels(models);
    expect(first).toMatchObject({ imported: 50, failed: 0, total: 50 });
    expect(await storedCount(airs)).toBe(50);
    const again = await importModels(models);
    expect(again).toMatchObject({ imported: 50, created: 0, failed: 0, total: 50 });
    expect(await storedCount(airs)).toBe(50);

    const flagged = await search({ limit: 100, offset: 60 });
    const selected = flagged.results.filter((model) => airs.includes(model.air));
    expect(selected).toHaveLength(50);
    expect(selected.every((model) => model.alreadyImported)).toBe(true);
  });

  it('counts a result whose category cannot be mapped as failed and imports the rest', async () => {
    const [lora] = (await search({ category: 'lora', limit: 1, offset: 3 })).results;
    const [refiner] = (await search({ type: 'refiner', limit: 1 })).results;
    expect(refiner.mappedCategory).toBeNull();
    const unknown = {
      ...asImport(lora),
      air: `test:unknown@${Date.now()}`,
      category: 'hypernetwork',
    };
    const result = await importModels([asImport(lora), unknown, asImport(refiner)]);
    expect(result).toMatchObject({ imported: 1, failed: 2, total: 3 });
    expect(result.failures).toEqual([
      { air: unknown.air, reason: 'Could not find a matching model category.' },
      { air: refiner.air, reason: 'Could not find a matching model category.' },
    ]);
    expect(await storedCount([unknown.air, refiner.air])).toBe(0);
    const [stored] = await db.query(
      `SELECT c.category, m.trigger_words, m.model_type FROM models m
       JOIN model_categories c ON c.id = m.model_category_id WHERE m.civitai_air = $1`,
      [lora.air],
    );
    expect(stored.category).toBe('LoRA');
    expect(stored.model_type).toBeNull();
    if (lora.positiveTriggerWords)
      expect(stored.trigger_words).toEqual(
        lora.positiveTriggerWords
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      );
  });

  it('creates an unknown architecture by name, and applies a chosen access level to every imported model', async () => {
    const [base] = (await search({ type: 'base', architecture: 'flux1d', limit: 1 })).results;
    const code = `wan${Date.now()}`;
    const novel = { ...asImport(base), air: `test:novel@${Date.now()}`, architecture: code };
    const result = await importModels([novel, asImport(base)], 4);
    expect(result).toMatchObject({ imported: 2, failed: 0 });
    const rows = await db.query(
      `SELECT m.civitai_air, m.access_level_id, a.name, a.code, m.model_type, m.default_steps
       FROM models m JOIN architectures a ON a.id = m.architecture_id
       WHERE m.civitai_air = ANY($1) ORDER BY m.civitai_air`,
      [[novel.air, base.air]],
    );
    expect(
      rows.find((row: { civitai_air: string }) => row.civitai_air === novel.air),
    ).toMatchObject({ access_level_id: 4, name: code, code, model_type: 'base' });
    expect(rows.find((row: { civitai_air: string }) => row.civitai_air === base.air)).toMatchObject(
      {
        access_level_id: 4,
        name: 'FLUX.1 D',
      },
    );
    // "Default access level": stored models keep theirs.
    expect(await importModels([asImport(base)])).toMatchObject({ imported: 1, created: 0 });
    const [kept] = await db.query('SELECT access_level_id FROM models WHERE civitai_air = $1', [
      base.air,
    ]);
    expect(kept.access_level_id).toBe(4);
  });

  it('answers REST compat search-models with [{ results, totalResults }] and errors as an errors array', async () => {
    const ok = await api
      .post(
        '/api/admin/search-models',
        { search: '', visibility: 'all', tags: [], offset: 0, limit: 30, category: 'vae' },
        admin,
      )
      .expect(200);
    expect(Array.isArray(ok.body)).toBe(true);
    expect(ok.body[0].totalResults).toBeGreaterThan(0);
    expect(ok.body[0].results.every((model: ProviderModel) => model.category === 'vae')).toBe(true);
    expect(Object.keys(ok.body[0]).sort()).toEqual(['results', 'totalResults']);
    expect(Object.keys(ok.body[0].results[0]).sort()).toEqual([
      'air',
      'alreadyImported',
      'architecture',
      'category',
      'defaultCFG',
      'defaultHeight',
      'defaultScheduler',
      'defaultSteps',
      'defaultWidth',
      'heroImage',
      'mappedArchitecture',
      'mappedCategory',
      'name',
      'positiveTriggerWords',
      'private',
      'tags',
      'type',
      'version',
    ]);
    const bad = await api.post('/api/admin/search-models', { limit: 1000 }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: [{ code: 'BAD_USER_INPUT', message: expect.any(String) }],
    });
  });

  it('adds, edits (every field), re-levels and deletes stored models over REST and GraphQL', async () => {
    const categories: { id: number; category: string }[] = await db.query(
      'SELECT id, category FROM model_categories',
    );
    const categoryId = (name: string) => categories.find((row) => row.category === name)!.id;
    const air = `test:added@${Date.now()}`;
    const added = await api
      .post(
        '/api/admin/add-model',
        {
          name: ' Added LoRA ',
          civitAIR: air,
          modelCategoryId: categoryId('LoRA'),
          tags: ['style', ' ', 'ink '],
          heroImage: 'https://example.com/hero.png',
          version: 'v1',
          architecture: 'SDXL 1.0',
          modelType: 'base',
          triggerWords: 'inky, , lines',
        },
        admin,
      )
      .expect(201);
    expect(added.body).toMatchObject({
      name: 'Added LoRA',
      civitAIR: air,
      tags: ['style', 'ink'],
      triggerWords: ['inky', 'lines'],
      modelType: null,
      accessLevelId: 1,
      defaultWidth: 1024,
      defaultSteps: 20,
      defaultScheduler: 'Default',
      defaultCFG: 7.5,
    });
    expect(Object.keys(added.body).sort()).toEqual(MODEL_REST_FIELDS);
    const id = added.body.id as number;

    const duplicate = await api.post(
      '/api/admin/add-model',
      { name: 'Again', civitAIR: air, modelCategoryId: categoryId('LoRA'), architectureId: 1 },
      admin,
    );
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ code: 'CONFLICT' });
    const missing = await api.post(
      '/api/admin/add-model',
      { name: 'Nowhere', civitAIR: `${air}-x`, modelCategoryId: 9999, architectureId: 1 },
      admin,
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'MODEL_CATEGORY_MISSING',
      message: 'Could not find a matching model category.',
    });

    const edit = {
      name: 'Edited checkpoint',
      version: 'v2',
      modelCategoryId: categoryId('checkpointBase'),
      architectureId: 1,
      modelType: 'inpainting',
      civitAIR: air,
      tags: ['a', 'b'],
      heroImage: 'https://example.com/2.png',
      isPrivate: true,
      defaultWidth: 832,
      defaultHeight: 1216,
      defaultSteps: 30,
      defaultScheduler: 'Euler',
      defaultCFG: 5.5,
      accessLevelId: 2,
      triggerWords: ['dropped for checkpoints'],
      extras: { lora: true, controlnet: false, vae: true, ipadapter: false, embeddings: true },
    };
    const edited = await api.put(`/api/models/${id}`, edit, admin).expect(200);
    expect(edited.body).toMatchObject({ ...edit, triggerWords: [] });
    expect(Object.keys(edited.body).sort()).toEqual(MODEL_REST_FIELDS);
    expect(edited.body.updatedAt).toEqual(expect.any(String));
    const blank = await api.put(`/api/models/${id}`, { ...edit, name: '   ' }, admin);
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Model name is required' });

    // The edit is what generation sees at once: the model cache was dropped.
    const caller = { isAdmin: true, user: { accessLevelId: 5 } } as AuthenticatedUser;
    expect((await app.app.get(CatalogService).usableModel(caller, air)).name).toBe(
      'Edited checkpoint',
    );

    const relevel = await api.patch(`/api/admin/models/${id}`, { accessLevelId: 4 }, admin);
    expect(relevel.status).toBe(200);
    expect(relevel.body.accessLevelId).toBe(4);
    expect(relevel.body).toEqual({
      ...edited.body,
      accessLevelId: 4,
      updatedAt: expect.any(String),
    });
    const listed = await api.graphql<{
      adminModels: { totalCount: number; items: { id: number; isPrivate: boolean }[] };
    }>(
      `query($filter: AdminModelFilter) { adminModels(filter: $filter) { totalCount items { ${MODEL_FIELDS} } } }`,
      { filter: { search: 'edited checkpoint', isPrivate: true } },
      admin,
    );
    expect(listed.data!.adminModels.items.map((model) => model.id)).toContain(id);
    const byType = (modelType: string) =>
      api.graphql<{ adminModels: { items: { id: number }[] } }>(
        'query($filter: AdminModelFilter) { adminModels(filter: $filter) { items { id } } }',
        { filter: { search: 'edited checkpoint', modelType } },
        admin,
      );
    // The spec's type filter offers Style too: it answers (no model here has that type).
    expect((await byType('style')).data!.adminModels.items).toEqual([]);
    const bogus = await byType('sculpture');
    expect(bogus.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    await api.delete(`/api/admin/models/${id}`, admin).expect(200);
    await expect(app.app.get(CatalogService).usableModel(caller, air)).rejects.toThrow(
      /Unknown model/,
    );
    const gone = await api.delete(`/api/admin/models/${id}`, admin);
    expect(gone.status).toBe(404);
  });

  it('tells the add form the settings a new model gets where none are given', async () => {
    const answer = await api.graphql<{ adminModelDefaults: Record<string, unknown> }>(
      '{ adminModelDefaults { width height steps scheduler cfg } }',
      {},
      admin,
    );
    expect(answer.errors).toBeUndefined();
    const defaults = answer.data!.adminModelDefaults;
    expect(defaults).toEqual({
      width: 1024,
      height: 1024,
      steps: 20,
      scheduler: 'Default',
      cfg: 7.5,
    });

    const [vae] = await db.query("SELECT id FROM model_categories WHERE category = 'VAE'");
    const added = await api.graphql<{ adminAddModel: Record<string, unknown> }>(
      `mutation($input: AdminModelInput!) { adminAddModel(input: $input) {
        defaultWidth defaultHeight defaultSteps defaultScheduler defaultCFG } }`,
      {
        input: {
          name: 'Defaults',
          civitAIR: `test:defaults@${Date.now()}`,
          modelCategoryId: vae.id,
          architectureId: 1,
          // What the form sends for a field left blank.
          defaultScheduler: null,
        },
      },
      admin,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.adminAddModel).toEqual({
      defaultWidth: defaults.width,
      defaultHeight: defaults.height,
      defaultSteps: defaults.steps,
      defaultScheduler: defaults.scheduler,
      defaultCFG: defaults.cfg,
    });
  });

  it('pages the stored models by name with a cursor and a total', async () => {
    const page = async (after?: string) =>
      (
        await api.graphql<{
          adminModels: {
            totalCount: number;
            nextCursor: string | null;
            items: { id: number; name: string }[];
          };
        }>(
          `query($after: String) { adminModels(first: 7, after: $after) { totalCount nextCursor items { id name } } }`,
          { after },
          admin,
        )
      ).data!.adminModels;
    const first = await page();
    expect(first.items).toHaveLength(7);
    const second = await page(first.nextCursor!);
    expect(second.totalCount).toBe(first.totalCount);
    const names = [...first.items, ...second.items].map((model) => model.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set([...first.items, ...second.items].map((model) => model.id)).size).toBe(14);
  });

  it('tells other processes about model changes so their cached models go at once', async () => {
    const other = await startTestApp({
      APP_ROLE: 'api',
      DATABASE_URL: database.url,
      REDIS_PREFIX: app.config.REDIS_PREFIX,
    });
    try {
      const caller = { isAdmin: true, user: { accessLevelId: 5 } } as AuthenticatedUser;
      const [row] = await db.query(
        `SELECT id, civitai_air FROM models WHERE civitai_air LIKE 'civitai:%' ORDER BY id LIMIT 1`,
      );
      const cached = await other.app.get(CatalogService).usableModel(caller, row.civitai_air);
      const original = cached.name;
      const model = (
        await api.graphql<{ adminModel: Record<string, unknown> }>(
          `query($id: Int!) { adminModel(id: $id) { ${MODEL_FIELDS} } }`,
          { id: row.id },
          admin,
        )
      ).data!.adminModel;
      const input = Object.fromEntries(Object.entries(model).filter(([key]) => key !== 'id'));
      const renamed = await api.graphql(
        `mutation($id: Int!, $input: AdminModelInput!) { adminUpdateModel(id: $id, input: $input) { name } }`,
        { id: row.id, input: { ...input, name: `${original} (renamed)` } },
        admin,
      );
      expect(renamed.errors).toBeUndefined();
      const deadline = Date.now() + 2000;
      let seen = original;
      while (seen === original && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = (await other.app.get(CatalogService).usableModel(caller, row.civitai_air)).name;
      }
      expect(seen).toBe(`${original} (renamed)`);
      await api.graphql(
        `mutation($id: Int!, $input: AdminModelInput!) { adminUpdateModel(id: $id, input: $input) { name } }`,
        { id: row.id, input: { ...input, name: original } },
        admin,
      );
    } finally {
      await other.close();
    }
  });
});
