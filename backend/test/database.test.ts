import { DataSource } from 'typeorm';
import { createDataSource } from '../src/database/data-source.js';
import { prepareDatabase } from '../src/database/prepare-database.js';
import { sqlPool } from '../src/database/sql-pool.js';
import { DEFAULT_MODEL_AIR } from '../src/database/seeds/reference-data.js';
import { seedReferenceData } from '../src/database/seeds/seed-reference-data.js';
import { createIsolatedDatabase } from './support/isolated-database.js';
import { ensureMigrated } from './support/test-app.js';

describe('database schema and reference data', () => {
  let dataSource: DataSource;
  beforeAll(async () => {
    await ensureMigrated();
    dataSource = createDataSource(process.env.TEST_DATABASE_URL!, 2);
    await dataSource.initialize();
  });
  afterAll(() => dataSource.destroy());

  const count = async (table: string) =>
    Number((await dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

  it('the migrations produce exactly what the entities describe (no drift)', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it("gives the hot paths TypeORM's own pool, found through public options, or says why not", async () => {
    const pool = sqlPool(dataSource);
    // The same pool (same connections and size) TypeORM queries with: if an upgrade stopped making
    // it through our driver, sqlPool would throw and this would say so.
    expect(pool).toBe((dataSource.driver as unknown as { master: unknown }).master);
    const { rows } = await pool.query<{ one: number }>({ text: 'SELECT 1 AS one' });
    expect(rows).toEqual([{ one: 1 }]);
    const foreign = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL });
    expect(() => sqlPool(foreign)).toThrow(/No database pool/);
  });

  it('seeds the access levels with their levels and credit multipliers', async () => {
    const rows = await dataSource.query(
      'SELECT name, level, credit_multiplier::float AS m FROM access_levels ORDER BY level',
    );
    expect(rows).toEqual([
      { name: 'Free', level: 0, m: 1 },
      { name: 'Base', level: 1, m: 0.9 },
      { name: 'Standard', level: 2, m: 0.8 },
      { name: 'Premium', level: 3, m: 0.6 },
      { name: 'Administrator', level: 4, m: 0 },
    ]);
  });

  it('seeds the 17 architectures, each with capabilities, one default scheduler and the four presets', async () => {
    const names = (await dataSource.query('SELECT name FROM architectures ORDER BY name')).map(
      (row: { name: string }) => row.name,
    );
    expect(names).toEqual(
      [
        'FLUX.1 D',
        'FLUX.1 Kontext D',
        'FLUX.1 S',
        'HiDream Dev',
        'HiDream Fast',
        'HiDream Full',
        'Pony',
        'SD 1.5',
        'SD 1.5 Hyper',
        'SD 1.5 LCM',
        'SD 3',
        'SDXL 1.0',
        'SDXL 1.0 LCM',
        'SDXL Distilled',
        'SDXL Hyper',
        'SDXL Lightning',
        'SDXL Turbo',
      ].sort(),
    );
    const perArchitecture = await dataSource.query(`
      SELECT a.name,
        (SELECT count(*)::int FROM architecture_capabilities c WHERE c.architecture_id = a.id) AS capabilities,
        (SELECT count(*)::int FROM schedulers s WHERE s.architecture_id = a.id AND s.is_default) AS defaults,
        (SELECT array_agg(p.width || 'x' || p.height ORDER BY p.sort_order) FROM size_presets p
          WHERE p.architecture_id = a.id) AS sizes
      FROM architectures a`);
    for (const row of perArchitecture) {
      expect({ name: row.name, capabilities: row.capabilities, defaults: row.defaults }).toEqual({
        name: row.name,
        capabilities: 1,
        defaults: 1,
      });
      expect(row.sizes).toEqual(
        expect.arrayContaining(['1024x1024', '1024x1536', '1536x1024', '1920x1088']),
      );
    }
  });

  it('seeds the model categories and the starter base models, including the default model', async () => {
    const categories = (await dataSource.query('SELECT category FROM model_categories')).map(
      (row: { category: string }) => row.category,
    );
    expect(categories).toEqual(
      expect.arrayContaining([
        'checkpointBase',
        'checkpointInpainting',
        'LoRA',
        'Controlnet',
        'VAE',
        'Embedding',
        'LyCORIS',
      ]),
    );
    const models = await dataSource.query(
      'SELECT m.civitai_air AS air, a.name AS arch FROM models m JOIN architectures a ON a.id = m.architecture_id',
    );
    const architectures = new Set(models.map((model: { arch: string }) => model.arch));
    expect(models.map((model: { air: string }) => model.air)).toContain(DEFAULT_MODEL_AIR);
    for (const arch of ['FLUX.1 D', 'FLUX.1 S', 'Pony']) expect(architectures).toContain(arch);
  });

  it('seeding again changes nothing', async () => {
    const tables = [
      'access_levels',
      'architectures',
      'architecture_capabilities',
      'model_categories',
      'schedulers',
      'size_presets',
      'models',
    ];
    const before = await Promise.all(tables.map(count));
    await prepareDatabase(dataSource, { migrate: true });
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('seeds again without waiting on inserts that reference the reference rows', async () => {
    // What a running INSERT INTO models or users holds until it commits: a key-share lock on the
    // access level and architecture it references. Seeding on another replica's start must not
    // wait on it (it did, and deadlocked with one).
    const referencing = dataSource.createQueryRunner();
    await referencing.connect();
    await referencing.startTransaction();
    try {
      await referencing.query('SELECT 1 FROM access_levels FOR KEY SHARE');
      await referencing.query('SELECT 1 FROM architectures FOR KEY SHARE');
      await dataSource.transaction(async (manager) => {
        await manager.query(`SET LOCAL lock_timeout = '5s'`);
        await seedReferenceData(manager);
      });
    } finally {
      await referencing.rollbackTransaction();
      await referencing.release();
    }
  });

  it('seeding puts back a reference row that differs from the release', async () => {
    // In a database of its own: the run's shared one must not see Base at another multiplier.
    const isolated = await createIsolatedDatabase();
    const own = createDataSource(isolated.url, 1);
    await own.initialize();
    try {
      const sdxlCode = `SELECT code FROM architectures WHERE name = 'SDXL 1.0'`;
      const baseMultiplier = `SELECT credit_multiplier::float AS m FROM access_levels WHERE name = 'Base'`;
      const released = await own.query(sdxlCode);
      await own.query(`UPDATE architectures SET code = 'edited' WHERE name = 'SDXL 1.0'`);
      await own.query(`UPDATE access_levels SET credit_multiplier = 0.5 WHERE name = 'Base'`);
      await own.transaction((manager) => seedReferenceData(manager));
      expect(await own.query(sdxlCode)).toEqual(released);
      expect(await own.query(baseMultiplier)).toEqual([{ m: 0.9 }]);
    } finally {
      await own.destroy();
      await isolated.drop();
    }
  });

  it('refuses a negative credit balance at the database level', async () => {
    await expect(
      dataSource.query(
        `INSERT INTO users (name, email, password_hash, access_level_id, credit_balance)
         VALUES ('N', 'negative@example.com', 'x', 3, -1)`,
      ),
    ).rejects.toThrow(/users_credit_balance_not_negative/);
  });
});
