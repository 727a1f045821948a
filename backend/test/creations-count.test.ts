import { DataSource } from 'typeorm';
import { type ApiClient, type GraphQLResponse } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import {
  type PlantedCreation,
  plantCreations,
  plantedFolder,
} from './support/planted-creations.js';
import { type TestApp } from './support/test-app.js';

const SDXL = 'rundiffusion:130@100';
const FLUX = 'runware:100@1';

const COUNT = `query($folderId: ID, $search: String, $model: String, $from: DateTime, $to: DateTime) {
  creationCount(folderId: $folderId, search: $search, model: $model, from: $from, to: $to) }`;

const LIST = `query($first: Int, $after: String, $folderId: ID, $search: String, $model: String,
  $from: DateTime, $to: DateTime) {
  creations(first: $first, after: $after, folderId: $folderId, search: $search, model: $model,
    from: $from, to: $to) { items { id } nextCursor } }`;

describe('counting the gallery', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app?.close());

  const folderOf = (userId: string, name: string) => plantedFolder(db, userId, name);
  const plant = (userId: string, rows: PlantedCreation[]) => plantCreations(db, userId, rows);

  const count = async (token: string, variables: Record<string, unknown>) => {
    const answer = await api.graphql<{ creationCount: number }>(COUNT, variables, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.creationCount;
  };

  /** How many the list itself pages through with the same filters. */
  async function listed(token: string, variables: Record<string, unknown>): Promise<number> {
    let total = 0;
    let after: string | null = null;
    for (let page = 0; page < 50; page += 1) {
      const answer: GraphQLResponse<{
        creations: { items: unknown[]; nextCursor: string | null };
      }> = await api.graphql(LIST, { ...variables, first: 50, after }, token);
      expect(answer.errors).toBeUndefined();
      total += answer.data!.creations.items.length;
      after = answer.data!.creations.nextCursor;
      if (!after) return total;
    }
    throw new Error('more than 50 pages');
  }

  it('counts what the list holds under each filter, and only the caller’s images', async () => {
    const { token, user } = await api.register();
    const keepers = await folderOf(user.id, 'Keepers');
    await plant(user.id, [
      { prompt: 'a red fox in snow', at: '2026-03-01T10:00:00Z' },
      { prompt: 'a red fox asleep', at: '2026-03-02T10:00:00Z', model: FLUX },
      { prompt: 'a blue whale', at: '2026-03-03T10:00:00Z', folderId: keepers },
      { prompt: 'foxglove in a garden', at: '2026-03-04T10:00:00Z', folderId: keepers },
      { prompt: 'a harbour at dawn', at: '2026-03-05T10:00:00Z', model: FLUX, folderId: keepers },
    ]);
    // Another user's images match every filter but the owner: none of them counts.
    const stranger = await api.register();
    await plant(stranger.user.id, [
      { prompt: 'a red fox in snow', at: '2026-03-01T10:00:00Z' },
      { prompt: 'a red fox asleep', at: '2026-03-02T10:00:00Z', model: FLUX },
      { prompt: 'foxglove in a garden', at: '2026-03-04T10:00:00Z' },
    ]);

    const cases: [Record<string, unknown>, number][] = [
      [{}, 5],
      [{ folderId: keepers }, 3],
      [{ search: 'fox' }, 3],
      [{ search: 'red fox' }, 2],
      [{ search: '   ' }, 5],
      [{ model: FLUX }, 2],
      [{ from: '2026-03-02T10:00:00Z' }, 4],
      [{ to: '2026-03-02T10:00:00Z' }, 1],
      [{ from: '2026-03-02T00:00:00Z', to: '2026-03-05T00:00:00Z' }, 3],
      [{ folderId: keepers, search: 'fox', model: SDXL }, 1],
      [{ folderId: keepers, model: FLUX, from: '2026-03-05T10:00:00Z' }, 1],
      [{ search: 'zebra' }, 0],
    ];
    for (const [filters, expected] of cases) {
      expect({ filters, count: await count(token, filters) }).toEqual({
        filters,
        count: expected,
      });
      expect({ filters, listed: await listed(token, filters) }).toEqual({
        filters,
        listed: expected,
      });
    }
    expect(await count(stranger.token, {})).toBe(3);
  });

  it('refuses another user’s folder and bad filters as the list does', async () => {
    const { token } = await api.register();
    const stranger = await api.register();
    const theirs = await folderOf(stranger.user.id, 'Private');

    const foreign = await api.graphql(COUNT, { folderId: theirs }, token);
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const backwards = await api.graphql(
      COUNT,
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      token,
    );
    expect(backwards.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'from',
    });

    const anonymous = await api.graphql(COUNT, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
