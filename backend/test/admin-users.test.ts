import { DataSource } from 'typeorm';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { AdminUsersService } from '../src/admin/users/admin-users.service.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { waitForAdminJob } from './support/admin-jobs.js';
import { apiClient, type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { insertCreations, plantObjects, testFolder } from './support/planted-files.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ListedUser {
  id: string;
  name: string;
  email: string;
  accessLevelId: number;
  createdAt: string;
  creditBalance: number;
}
const USERS = `query($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    totalCount nextCursor items { id name email accessLevelId createdAt creditBalance isAdmin }
  }
}`;
const SET_LEVEL = `mutation($userId: ID!, $accessLevelId: Int!) {
  adminSetUserAccessLevel(userId: $userId, accessLevelId: $accessLevelId) { id accessLevelId isAdmin }
}`;
const DELETE_USER = `mutation($userId: ID!) { adminDeleteUser(userId: $userId) }`;

describe('admin users', () => {
  let app: TestApp;
  let api: ApiClient;
  let admin: string;
  let adminId: string;
  let db: DataSource;

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession({ REDIS_PREFIX: ownRedisPrefix('users') }));
    const signedIn = await signInAdministrator(app, api);
    admin = signedIn.token;
    adminId = signedIn.user.id;
  });
  afterAll(() => app?.close());

  it('lists users newest first with their level, registration date and credit balance, by cursor', async () => {
    const marker = `Lister ${Date.now()}`;
    const created: Awaited<ReturnType<typeof api.register>>[] = [];
    for (let index = 0; index < 3; index++) created.push(await api.register({ name: marker }));
    const first = await api.graphql<{
      adminUsers: { totalCount: number; nextCursor: string; items: ListedUser[] };
    }>(USERS, { search: marker.toLowerCase(), first: 2 }, admin);
    expect(first.errors).toBeUndefined();
    expect(first.data!.adminUsers.totalCount).toBe(3);
    expect(first.data!.adminUsers.items.map((user) => user.id)).toEqual([
      created[2].user.id,
      created[1].user.id,
    ]);
    expect(first.data!.adminUsers.items[0]).toMatchObject({
      name: marker,
      email: created[2].user.email,
      accessLevelId: 3,
      creditBalance: 50,
      isAdmin: false,
    });
    const second = await api.graphql<{
      adminUsers: { nextCursor: string | null; items: ListedUser[] };
    }>(USERS, { search: marker, first: 2, after: first.data!.adminUsers.nextCursor }, admin);
    expect(second.data!.adminUsers).toEqual({
      totalCount: 3,
      nextCursor: null,
      items: [expect.objectContaining({ id: created[0].user.id })],
    });

    const rest = await api.get('/api/admin/users', admin).expect(200);
    const listed = (rest.body as ListedUser[]).find((user) => user.id === created[0].user.id);
    expect(listed).toMatchObject({ name: marker, accessLevelId: 3, creditBalance: 50 });
    expect(new Date(listed!.createdAt).getTime()).toBeGreaterThan(0);
  });

  it("changes a user's access level over GraphQL and REST, refusing unknown levels", async () => {
    const { user, token } = await api.register();
    const changed = await api.graphql(SET_LEVEL, { userId: user.id, accessLevelId: 4 }, admin);
    expect(changed.data).toEqual({
      adminSetUserAccessLevel: { id: user.id, accessLevelId: 4, isAdmin: false },
    });
    // The session sees the new level at once.
    const me = await api.get('/api/auth/me', token).expect(200);
    expect(me.body.accessLevelId).toBe(4);

    const rest = await api
      .patch(`/api/admin/users/${user.id}/access-level`, { accessLevelId: 2 }, admin)
      .expect(200);
    expect(rest.body).toMatchObject({ id: user.id, accessLevelId: 2 });
    const unknown = await api.patch(
      `/api/admin/users/${user.id}/access-level`,
      { accessLevelId: 42 },
      admin,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('BAD_USER_INPUT');
    const nobody = await api.graphql(
      SET_LEVEL,
      { userId: '00000000-0000-4000-8000-000000000000', accessLevelId: 2 },
      admin,
    );
    expect(nobody.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('grants credits with a ledger row of kind grant that names the administrator', async () => {
    const { user } = await api.register();
    const granted = await api.graphql<{ adminGrantCredits: { creditBalance: number } }>(
      `mutation($userId: ID!, $amount: Float!) { adminGrantCredits(userId: $userId, amount: $amount, note: "Support") { creditBalance } }`,
      { userId: user.id, amount: 25.5 },
      admin,
    );
    expect(granted.data!.adminGrantCredits.creditBalance).toBe(75.5);
    const rest = await api.post(`/api/admin/users/${user.id}/credits`, { amount: 4.5 }, admin);
    expect(rest.status).toBe(200);
    expect(rest.body.creditBalance).toBe(80);
    const refused = await api.post(`/api/admin/users/${user.id}/credits`, { amount: -5 }, admin);
    expect(refused.status).toBe(400);
    const ledger = await db.query(
      `SELECT kind, amount::float AS amount, balance_after::float AS balance, note,
         actor_id AS actor
       FROM credit_ledger WHERE user_id = $1 ORDER BY created_at`,
      [user.id],
    );
    const administrator = adminId;
    expect(ledger).toEqual([
      { kind: 'welcome', amount: 50, balance: 50, note: 'Welcome credits', actor: null },
      { kind: 'grant', amount: 25.5, balance: 75.5, note: 'Support', actor: administrator },
      {
        kind: 'grant',
        amount: 4.5,
        balance: 80,
        note: 'Granted by an administrator',
        actor: administrator,
      },
    ]);
  });

  it('deletes a user with their rows, ends their session and removes their stored files', async () => {
    const storage = app.app.get(ObjectStorage);
    const { user, token } = await api.register();
    const keys: [string, string] = [
      `users/${user.id}/creations/kept.png`,
      `users/${user.id}/thumbnails/kept.webp`,
    ];
    await plantObjects(storage, [...keys, `users/${user.id}/creations/stray.png`]);
    await insertCreations(db, user.id, await testFolder(db, user.id), [keys]);

    const response = await api.delete(`/api/admin/users/${user.id}`, admin).expect(200);
    expect(response.body).toEqual({ message: 'The user has been deleted.' });
    expect(await db.query('SELECT 1 FROM creations WHERE user_id = $1', [user.id])).toEqual([]);
    await api.get('/api/auth/me', token).expect(401);

    const jobs = await api.graphql<{ adminJobs: { items: { id: string; name: string }[] } }>(
      '{ adminJobs(queue: orphanDelete, first: 1) { items { id name } } }',
      {},
      admin,
    );
    const [job] = jobs.data!.adminJobs.items;
    expect(job.name).toBe('delete-user');
    const done = await waitForAdminJob(api, admin, 'orphanDelete', job.id);
    expect(done.result).toMatchObject({ totalDeleted: 3, totalFailed: 0 });
    expect((await storage.list(`users/${user.id}/`, 10)).objects).toEqual([]);

    const again = await api.graphql(DELETE_USER, { userId: user.id }, admin);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the last administrator (own database: the set of administrators is installation-wide)', () => {
  let database: IsolatedDatabase;
  let app: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    app = await startTestApp({
      DATABASE_URL: database.url,
      REDIS_PREFIX: ownRedisPrefix('last-admin'),
    });
    api = apiClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('can be neither demoted nor deleted; with two, exactly one of a simultaneous pair of demotions succeeds', async () => {
    const first = await signInAdministrator(app, api);
    const demoteSelf = await api.graphql(
      SET_LEVEL,
      { userId: first.user.id, accessLevelId: 3 },
      first.token,
    );
    expect(demoteSelf.errors?.[0]).toMatchObject({
      message: 'The last administrator cannot be removed or demoted.',
      extensions: { code: 'LAST_ADMINISTRATOR', status: 409 },
    });
    const deleteSelf = await api.delete(`/api/admin/users/${first.user.id}`, first.token);
    expect(deleteSelf.status).toBe(409);
    expect(deleteSelf.body.code).toBe('LAST_ADMINISTRATOR');

    const second = await signInAdministrator(app, api);
    // Straight to the service, both callers already past the admin guard: over HTTP the later
    // request may meet the guard after the first demotion and be refused there (FORBIDDEN),
    // which would leave the service's lock untested.
    const users = app.app.get(AdminUsersService);
    const results = await Promise.allSettled([
      users.setAccessLevel(second.user.id, 3),
      users.setAccessLevel(first.user.id, 3),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason.code).toBe('LAST_ADMINISTRATOR');
    const [{ count }] = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS count FROM users WHERE access_level_id = 5');
    expect(count).toBe(1);
  });
});
