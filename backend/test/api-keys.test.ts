import { DataSource } from 'typeorm';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

const ME = '{ me { id email } }';
const FOLDERS = '{ folders { id name } }';
const CREATE_KEY = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key apiKey { id name prefix scopes lastUsedAt } } }`;

describe('personal API keys', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app?.close());

  it('lives its whole life: created once, used on both APIs, listed without the key, revoked everywhere at once', async () => {
    const { token, user } = await api.register();
    const created = await api
      .post('/api/keys', { name: 'CI pipeline', currentPassword: 'secret-123' }, token)
      .expect(201);
    const { id, key, prefix } = created.body;
    expect(created.body).toMatchObject({ name: 'CI pipeline', scopes: [], lastUsedAt: null });
    expect(key).toMatch(/^pfk_[A-Za-z0-9_-]{40}$/);
    expect(key.startsWith(prefix)).toBe(true);

    // Only a hash is stored.
    const [row] = await db.query('SELECT * FROM api_keys WHERE id = $1', [id]);
    expect(JSON.stringify(row)).not.toContain(key);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);

    // The key acts as its owner on REST and GraphQL.
    expect((await api.get('/api/auth/me', key).expect(200)).body.id).toBe(user.id);
    expect((await api.graphql<{ me: { id: string } }>(ME, {}, key)).data?.me.id).toBe(user.id);
    await api.post('/api/folders', { name: 'From the API' }, key).expect(201);

    // Listed with its prefix and last use, never with the key.
    const listed = (await api.get('/api/keys', token).expect(200)).body;
    expect(listed).toEqual([expect.objectContaining({ id, prefix, name: 'CI pipeline' })]);
    expect(listed[0].lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(key);

    // A key cannot manage keys, sign out or change the password.
    await api.get('/api/keys', key).expect(403);
    await api
      .post('/api/keys', { name: 'Another', currentPassword: 'secret-123' }, key)
      .expect(403);
    const viaGraphql = await api.graphql(
      CREATE_KEY,
      { input: { name: 'Another', currentPassword: 'secret-123' } },
      key,
    );
    expect(viaGraphql.errors?.[0].message).toBe('API keys cannot be used here: sign in to do this');
    await api
      .post(
        '/api/auth/change-password',
        { currentPassword: 'secret-123', newPassword: 'violet-harbor-lantern' },
        key,
      )
      .expect(403);

    // Another user cannot revoke it; its owner can, and it stops at once on both APIs.
    const stranger = await api.register();
    await api.delete(`/api/keys/${id}`, stranger.token).expect(404);
    await api.delete(`/api/keys/${id}`, token).expect(200);
    await api.get('/api/auth/me', key).expect(401);
    expect((await api.graphql(ME, {}, key)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    await api.delete(`/api/keys/${id}`, token).expect(404);

    expect(app.logs.join('')).not.toContain(key);
  });

  it('limits a scoped key to its scopes and names what it lacks', async () => {
    const { token } = await api.register();
    const created = await api.graphql<{
      createApiKey: { key: string; apiKey: { scopes: string[] } };
    }>(
      CREATE_KEY,
      { input: { name: 'Gallery reader', scopes: ['galleryRead'], currentPassword: 'secret-123' } },
      token,
    );
    expect(created.data?.createApiKey.apiKey.scopes).toEqual(['galleryRead']);
    const key = created.data!.createApiKey.key;

    expect((await api.graphql(FOLDERS, {}, key)).errors).toBeUndefined();
    await api.get('/api/creations/my', key).expect(200);
    await api.get('/api/auth/me', key).expect(200);
    const refused = await api.post('/api/folders', { name: 'Nope' }, key).expect(403);
    expect(refused.body.message).toBe(
      'This API key is limited to gallery:read; this needs gallery:write',
    );
    const generate = await api.post('/api/generate', { prompt: 'a fox' }, key).expect(403);
    expect(generate.body.code).toBe('FORBIDDEN');
  });

  it('reaches administrator operations only with the admin scope, which only administrators get', async () => {
    const member = await api.register();
    const refused = await api
      .post(
        '/api/keys',
        { name: 'Sneaky', scopes: ['admin'], currentPassword: 'secret-123' },
        member.token,
      )
      .expect(403);
    expect(refused.body.message).toBe('Only administrators can create keys with the admin scope');
    await api.post('/api/keys', { name: 'Bad', scopes: ['everything'] }, member.token).expect(400);

    const admin = await signInAdministrator(app, api);
    const plain = (
      await api
        .post('/api/keys', { name: 'Plain', currentPassword: 'admin-pass' }, admin.token)
        .expect(201)
    ).body.key;
    const scoped = (
      await api
        .post(
          '/api/keys',
          { name: 'Ops', scopes: ['admin'], currentPassword: 'admin-pass' },
          admin.token,
        )
        .expect(201)
    ).body.key;
    const noAdmin = await api.get('/api/admin/users', plain).expect(403);
    expect(noAdmin.body.message).toBe('This API key has no admin scope');
    await api.get('/api/admin/users', scoped).expect(200);
    // A member's key never reaches them, whatever it is.
    const memberKey = (
      await api
        .post('/api/keys', { name: 'Mine', currentPassword: 'secret-123' }, member.token)
        .expect(201)
    ).body.key;
    await api.get('/api/admin/users', memberKey).expect(403);
  });

  it('refuses a made-up or malformed key like a bad token', async () => {
    await api.get('/api/auth/me', 'pfk_not-a-real-key-0000000000000000000000000').expect(401);
    await api.get('/api/auth/me', 'pfk_').expect(401);
    expect((await api.graphql(ME, {}, 'pfk_nope')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
