import { DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

const SAVE_FAVORITE = `mutation($input: SaveFavoriteInput!) { saveFavorite(input: $input) { id } }`;
const CREATE_FOLDER = `mutation($name: String!) { createFolder(name: $name) { id } }`;

/**
 * Lists a client reads whole (favorites, folders, API keys, webhooks) are bounded per account.
 * The bound holds when requests race: each creation counts under a lock on the user's row.
 */
describe('per-account caps', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app.close());

  const count = async (table: string, userId: string) =>
    Number(
      (await db.query(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [userId]))[0].n,
    );

  it('keeps at most 500 favorites when the last places are raced for', async () => {
    const { token, user } = await api.register();
    await db.query(
      `INSERT INTO favorites (user_id, name, prompt, parameters)
       SELECT $1, 'Saved ' || n, 'a fox', '{}' FROM generate_series(1, 497) AS n`,
      [user.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.graphql(SAVE_FAVORITE, { input: { name: `Race ${index}`, prompt: 'a fox' } }, token),
      ),
    );
    const refusals = answers.filter((answer) => answer.errors);
    expect(refusals).toHaveLength(5);
    for (const refused of refusals)
      expect(refused.errors?.[0]).toMatchObject({
        message: 'You have 500 favorites, the most an account may keep: delete one first',
        extensions: { code: 'CONFLICT' },
      });
    expect(await count('favorites', user.id)).toBe(500);
    const rest = await api.post(
      '/api/prompts/favorites',
      { name: 'One more', prompt: 'a fox' },
      token,
    );
    expect(rest.status).toBe(409);
  });

  it('keeps at most 200 folders (Default included) when the last places are raced for', async () => {
    const { token, user } = await api.register();
    expect((await api.graphql(CREATE_FOLDER, { name: 'First' }, token)).errors).toBeUndefined();
    await db.query(
      `INSERT INTO folders (user_id, name, name_key, is_default)
       SELECT $1, 'Album ' || n, 'album ' || n, false FROM generate_series(1, 196) AS n`,
      [user.id],
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        api.graphql(CREATE_FOLDER, { name: `Race ${index}` }, token),
      ),
    );
    expect(answers.filter((answer) => answer.errors)).toHaveLength(4);
    expect(answers.find((answer) => answer.errors)?.errors?.[0]).toMatchObject({
      message: 'You have 200 folders, the most an account may have: delete one first',
      extensions: { code: 'CONFLICT' },
    });
    expect(await count('folders', user.id)).toBe(200);
  });
});
