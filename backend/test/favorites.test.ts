import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

describe('favorites', () => {
  let app: TestApp;
  let api: ApiClient;
  beforeAll(async () => ({ app, api } = await startAppSession()));
  afterAll(() => app.close());

  const favorite = {
    name: 'Misty lighthouse',
    prompt: 'a lighthouse in the mist',
    negative_prompt: 'blurry, bad quality',
    model_id: 'rundiffusion:130@100',
    parameters: {
      width: 1024,
      height: 1536,
      steps: 28,
      loras: [{ id: 'civitai:1@2', weight: 0.7 }],
    },
  };

  it('saves, lists newest first and deletes over REST with the spec fields', async () => {
    const { token } = await api.register();
    const first = await api.post('/api/prompts/favorites', favorite, token).expect(201);
    expect(first.body).toMatchObject({
      ...favorite,
      id: expect.any(String),
      saved_at: expect.any(String),
    });
    await api.post('/api/prompts/favorites', { ...favorite, name: 'Second' }, token).expect(201);
    const list = await api.get('/api/prompts/favorites', token).expect(200);
    expect(list.body.map((f: { name: string }) => f.name)).toEqual(['Second', 'Misty lighthouse']);
    await api.delete(`/api/prompts/favorites/${first.body.id}`, token).expect(200);
    expect((await api.get('/api/prompts/favorites', token)).body).toHaveLength(1);
  });

  it("answers 404 for another user's favorite and leaves it in place", async () => {
    const owner = await api.register();
    const other = await api.register();
    const saved = (await api.post('/api/prompts/favorites', favorite, owner.token).expect(201))
      .body;
    await api.delete(`/api/prompts/favorites/${saved.id}`, other.token).expect(404);
    await api.delete(`/api/prompts/favorites/${randomUUID()}`, other.token).expect(404);
    await api.delete('/api/prompts/favorites/not-a-uuid', other.token).expect(404);
    expect((await api.get('/api/prompts/favorites', other.token)).body).toEqual([]);
    const graphql = await api.graphql(
      'mutation($id: ID!) { deleteFavorite(id: $id) }',
      { id: saved.id },
      other.token,
    );
    expect(graphql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await api.get('/api/prompts/favorites', owner.token)).body).toHaveLength(1);
  });

  it('refuses a blank name or prompt with the spec texts and stores nothing', async () => {
    const { token, user } = await api.register();
    const noName = await api
      .post('/api/prompts/favorites', { ...favorite, name: '  ' }, token)
      .expect(400);
    expect(noName.body.message).toBe('Enter a name for your favorite.');
    const noPrompt = await api
      .post('/api/prompts/favorites', { ...favorite, prompt: '' }, token)
      .expect(400);
    expect(noPrompt.body.message).toBe('You need a prompt to save as a favorite.');
    const withoutName: Partial<typeof favorite> = { ...favorite };
    delete withoutName.name;
    const missing = await api.post('/api/prompts/favorites', withoutName, token).expect(400);
    expect(missing.body).toMatchObject({ message: 'name is required', field: 'name' });
    const [{ n }] = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1', [user.id]);
    expect(n).toBe(0);
  });

  it('works on GraphQL and requires sign-in', async () => {
    const { token } = await api.register();
    const saved = await api.graphql<{
      saveFavorite: { id: string; parameters: Record<string, unknown> };
    }>(
      'mutation($input: SaveFavoriteInput!) { saveFavorite(input: $input) { id name parameters savedAt } }',
      { input: { name: 'G', prompt: 'p q', parameters: { steps: 30 } } },
      token,
    );
    expect(saved.data?.saveFavorite.parameters).toEqual({ steps: 30 });
    const list = await api.graphql<{ favorites: { id: string }[] }>(
      '{ favorites { id } }',
      {},
      token,
    );
    expect(list.data?.favorites.map((f) => f.id)).toEqual([saved.data?.saveFavorite.id]);
    await api.get('/api/prompts/favorites').expect(401);
  });
});
