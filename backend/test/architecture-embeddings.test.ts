import { DataSource } from 'typeorm';
import { ArchitectureEmbeddings1764892800000 } from '../src/database/migrations/1764892800000-architecture-embeddings.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { type TestApp } from './support/test-app.js';

/** Textual-inversion embeddings exist for the SD 1.x and SDXL families, not for flow models. */
const TAKES_EMBEDDINGS = ['sdxl', 'sdxlturbo', 'sdxllcm', 'sd1x', 'sdhyper', 'pony'];
const TAKES_NONE = ['sd3', 'flux1d', 'flux1s', 'hidreamdev'];

async function embeddingsByCode(db: DataSource): Promise<Record<string, boolean>> {
  const rows: { code: string; supports_embeddings: boolean }[] = await db.query(
    `SELECT a.code, c.supports_embeddings FROM architectures a
     JOIN architecture_capabilities c ON c.architecture_id = a.id`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, row.supports_embeddings]));
}

const expectedByCode = () =>
  Object.fromEntries([
    ...TAKES_EMBEDDINGS.map((code) => [code, true]),
    ...TAKES_NONE.map((code) => [code, false]),
  ]);

describe('architectures say whether they take embeddings', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession());
  });
  afterAll(() => app.close());

  const idOf = async (code: string) =>
    (
      (await db.query(`SELECT id FROM architectures WHERE code = $1`, [code])) as { id: number }[]
    )[0].id;

  it('serves supportsEmbeddings over REST and GraphQL, seeded per architecture family', async () => {
    expect(await embeddingsByCode(db)).toMatchObject(expectedByCode());
    for (const [code, supported] of [
      ['sdxl', true],
      ['flux1d', false],
    ] as const) {
      const id = await idOf(code);
      const rest = await api.get(`/api/architecture-capabilities/${id}`).expect(200);
      expect(rest.body.supportsEmbeddings).toBe(supported);
      const graphql = await api.graphql<{
        architectureCapability: { supportsEmbeddings: boolean };
      }>(
        'query ($id: Int!) { architectureCapability(architectureId: $id) { supportsEmbeddings } }',
        { id },
      );
      expect(graphql.data?.architectureCapability.supportsEmbeddings).toBe(supported);
    }
  });

  it('lets an administrator change it', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const flux = await idOf('flux1s');
    try {
      const changed = await api.graphql<{
        adminUpdateArchitectureCapability: { supportsEmbeddings: boolean };
      }>(
        `mutation ($id: Int!, $changes: ArchitectureCapabilityChanges!) {
          adminUpdateArchitectureCapability(architectureId: $id, changes: $changes) { supportsEmbeddings }
        }`,
        { id: flux, changes: { supportsEmbeddings: true } },
        admin,
      );
      expect(changed.errors).toBeUndefined();
      expect(changed.data?.adminUpdateArchitectureCapability.supportsEmbeddings).toBe(true);
      const served = await api.get(`/api/architecture-capabilities/${flux}`).expect(200);
      expect(served.body.supportsEmbeddings).toBe(true);
    } finally {
      await api.patch(
        `/api/admin/architecture-capabilities/${flux}`,
        { supportsEmbeddings: false },
        admin,
      );
    }
  });
});

describe('the migration that adds supportsEmbeddings', () => {
  let database: IsolatedDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    db = new DataSource({ type: 'postgres', url: database.url });
    await db.initialize();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('sets it for the architectures an installation already has, and is undone cleanly', async () => {
    const migration = new ArchitectureEmbeddings1764892800000();
    const runner = db.createQueryRunner();
    try {
      await migration.down(runner);
      const columns: unknown[] = await db.query(
        `SELECT 1 FROM information_schema.columns
         WHERE table_name = 'architecture_capabilities' AND column_name = 'supports_embeddings'`,
      );
      expect(columns).toHaveLength(0);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await embeddingsByCode(db)).toMatchObject(expectedByCode());
  });
});
