import { jest } from '@jest/globals';
import request from 'supertest';
import { PasswordHasher } from '../src/auth/password-hasher.js';
import { DataSource } from 'typeorm';
import {
  NEW_USER_CREDITS,
  STANDARD_ACCESS_LEVEL_ID,
} from '../src/database/seeds/reference-data.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../src/auth/administrators.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { uniqueEmail } from './support/smtp-inbox.js';
import { type TestApp } from './support/test-app.js';

describe('accounts', () => {
  let app: TestApp;
  let api: ApiClient;
  beforeAll(async () => ({ app, api } = await startAppSession()));
  afterAll(() => app.close());

  const countUsers = async (email: string) => {
    const rows = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email.toLowerCase()]);
    return rows[0].n as number;
  };

  describe('registration', () => {
    it('creates a standard user with the starting credits and answers { token, user } without the hash', async () => {
      const email = uniqueEmail('new');
      const response = await api
        .post('/api/auth/register', { name: 'Ada Lovelace', email, password: 'secret-123' })
        .expect(201);
      expect(response.body.token).toEqual(expect.any(String));
      expect(response.body.user).toMatchObject({
        name: 'Ada Lovelace',
        email,
        accessLevelId: STANDARD_ACCESS_LEVEL_ID,
        creditBalance: NEW_USER_CREDITS,
        isAdmin: false,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/argon2|passwordHash/);
      // The REST answer's names, all of them: a client reads these.
      expect(Object.keys(response.body).sort()).toEqual(['token', 'user']);
      expect(Object.keys(response.body.user).sort()).toEqual([
        'accessLevelId',
        'createdAt',
        'creditBalance',
        'email',
        'emailVerified',
        'id',
        'isAdmin',
        'name',
        'pendingEmail',
      ]);
      expect(response.body.user).toMatchObject({ emailVerified: false, pendingEmail: null });
      expect(response.body.user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    });

    it("accepts the standard level's id from the client", async () => {
      const response = await api
        .post('/api/auth/register', {
          name: 'Std',
          email: uniqueEmail('std'),
          password: 'secret-123',
          accessLevelId: STANDARD_ACCESS_LEVEL_ID,
        })
        .expect(201);
      expect(response.body.user.accessLevelId).toBe(STANDARD_ACCESS_LEVEL_ID);
    });

    it("refuses the administrator's accessLevelId with a 400 and creates nothing", async () => {
      const email = uniqueEmail('sneaky');
      const rest = await api
        .post('/api/auth/register', {
          name: 'Sneaky',
          email,
          password: 'secret-123',
          accessLevelId: ADMINISTRATOR_ACCESS_LEVEL_ID,
        })
        .expect(400);
      expect(rest.body.message).toBe('New accounts get the Standard access level');
      const graphql = await api.graphql(
        'mutation($input: RegisterInput!) { register(input: $input) { user { isAdmin } } }',
        {
          input: {
            name: 'Sneaky',
            email,
            password: 'secret-123',
            accessLevelId: ADMINISTRATOR_ACCESS_LEVEL_ID,
          },
        },
      );
      expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(graphql.data).toBeNull();
      expect(await countUsers(email)).toBe(0);
    });

    it('answers 409 for an email already taken, whatever its case', async () => {
      const email = uniqueEmail('taken');
      await api.register({ email });
      const response = await api
        .post('/api/auth/register', {
          name: 'Again',
          email: email.toUpperCase(),
          password: 'secret-123',
        })
        .expect(409);
      expect(response.body).toEqual({
        message: 'An account with this email already exists',
        code: 'CONFLICT',
      });
    });

    it.each<[Record<string, string>, string]>([
      [
        { name: 'Bo', email: 'not-an-email', password: 'secret-123' },
        'Enter a valid email address',
      ],
      [
        { name: 'Bo', email: 'bo@example.com', password: '12345' },
        'Password must be at least 6 characters',
      ],
      [
        { name: ' B ', email: 'bo@example.com', password: 'secret-123' },
        'Name must be at least 2 characters',
      ],
      // Missing, not too short: a missing field says it is required.
      [{ email: 'bo@example.com', password: 'secret-123' }, 'name is required'],
      [{ name: 'Bo', password: 'secret-123' }, 'email is required'],
    ])('refuses %o with "%s"', async (body, message) => {
      const response = await api.post('/api/auth/register', body).expect(400);
      expect(response.body.message).toBe(message);
      const graphql = await api.graphql(
        'mutation($input: RegisterInput!) { register(input: $input) { token } }',
        {
          input: { name: 'xx', email: 'bo@example.com', password: 'secret-123', ...body },
        },
      );
      // GraphQL itself refuses a missing non-null field; the rest answer alike.
      if (body.name !== undefined && body.email !== undefined)
        expect(graphql.errors?.[0].message).toBe(message);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with the right password and refuses a wrong one with 401', async () => {
      const { user } = await api.register({ password: 'right-pass' });
      const ok = await api
        .post('/api/auth/login', { email: user.email.toUpperCase(), password: 'right-pass' })
        .expect(200);
      expect(ok.body.user.id).toBe(user.id);
      const bad = await api
        .post('/api/auth/login', { email: user.email, password: 'wrong-pass' })
        .expect(401);
      expect(bad.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });
      await api
        .post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'whatever' })
        .expect(401);
    });

    it('answers me for a token, 401 without one on REST and null on GraphQL', async () => {
      const { token, user } = await api.register();
      const me = await api.get('/api/auth/me', token).expect(200);
      expect(me.body.email).toBe(user.email);
      await api.get('/api/auth/me').expect(401);
      const visitor = await api.graphql('{ me { id } }');
      expect(visitor.data).toEqual({ me: null });
      const signedIn = await api.graphql<{
        me: { id: string; isAdmin: boolean; accessLevel: { name: string } };
      }>('{ me { id isAdmin accessLevel { name } } }', {}, token);
      expect(signedIn.data?.me).toEqual({
        id: user.id,
        isAdmin: false,
        accessLevel: { name: 'Standard' },
      });
    });

    it('revokes the token on logout: 401 on REST and GraphQL afterwards', async () => {
      const { token } = await api.register();
      await api.post('/api/auth/logout', undefined, token).expect(200);
      await api.get('/api/auth/me', token).expect(401);
      const graphql = await api.graphql('{ me { id } }', {}, token);
      // GraphQL keeps HTTP 200 (NestJS resets it on purpose); the error carries the 401.
      expect(graphql.errors?.[0].extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
        status: 401,
      });
      expect(graphql.data).toEqual({ me: null });
    });

    it('revokes the token on GraphQL logout too', async () => {
      const { token } = await api.register();
      const out = await api.graphql('mutation { logout }', {}, token);
      expect(out.data).toEqual({ logout: true });
      await api.get('/api/auth/me', token).expect(401);
    });

    it('refuses a forged or malformed token', async () => {
      await api.get('/api/auth/me', 'not.a.token').expect(401);
      const { token } = await api.register();
      const [header, payload] = token.split('.');
      await api.get('/api/auth/me', `${header}.${payload}.forged-signature`).expect(401);
    });

    it('answers the 11th rapid wrong password for one email with 429, even with the right password', async () => {
      const { user } = await api.register({ password: 'right-pass' });
      for (let attempt = 1; attempt <= 10; attempt++) {
        await api
          .post('/api/auth/login', { email: user.email, password: `wrong-${attempt}` })
          .expect(401);
      }
      const limited = await api
        .post('/api/auth/login', { email: user.email, password: 'wrong-11' })
        .expect(429);
      expect(limited.body.code).toBe('RATE_LIMITED');
      expect(limited.body.message).toMatch(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      );
      await api.post('/api/auth/login', { email: user.email, password: 'right-pass' }).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The flood came from one place: the owner elsewhere still gets in.
      await request(app.app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.7')
        .send({ email: user.email, password: 'right-pass' })
        .expect(200);
    });

    it('counts concurrent attempts before checking them: 40 at once get at most 10 password checks', async () => {
      const { user } = await api.register({ password: 'right-pass' });
      const attempts = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) =>
          request(app.app.getHttpServer())
            .post('/api/auth/login')
            .set('X-Forwarded-For', '198.51.100.40')
            .send({
              email: user.email,
              password: attempt === 39 ? 'right-pass' : `wrong-${attempt}`,
            }),
        ),
      );
      const statuses = attempts.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(30);
      expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(10);
      expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
    });
    it('leaves no session from a login with the old password that raced a password change', async () => {
      const { token, user } = await api.register({ password: 'first-pass' });
      const hasher = app.app.get(PasswordHasher);
      const verify = hasher.verify.bind(hasher);
      // The change lands, whole, while the login checks the old password.
      jest.spyOn(hasher, 'verify').mockImplementationOnce(async (hash, password) => {
        const matches = await verify(hash, password);
        await api
          .post(
            '/api/auth/change-password',
            { currentPassword: 'first-pass', newPassword: 'second-pass' },
            token,
          )
          .expect(200);
        return matches;
      });
      const login = await api.post('/api/auth/login', {
        email: user.email,
        password: 'first-pass',
      });
      expect(login.status).toBe(401);
      await api.post('/api/auth/login', { email: user.email, password: 'second-pass' }).expect(200);
    });
  });

  describe('profile and password', () => {
    it('updates the name at once and keeps a new email pending, refusing an email another account uses', async () => {
      const { token, user } = await api.register();
      const other = await api.register();
      const email = uniqueEmail('renamed');
      const updated = await api
        .patch(
          '/api/auth/update-profile',
          { name: 'New Name', email, currentPassword: 'secret-123' },
          token,
        )
        .expect(200);
      // The new address replaces the old one once verified (account-recovery.test.ts).
      expect(updated.body).toMatchObject({
        name: 'New Name',
        email: user.email,
        pendingEmail: email,
      });
      await api
        .patch(
          '/api/auth/update-profile',
          { name: 'New Name', email: other.user.email, currentPassword: 'secret-123' },
          token,
        )
        .expect(409);
      await api.patch('/api/auth/update-profile', { name: 'N', email }, token).expect(400);
      await api.patch('/api/auth/update-profile', { name: 'New Name', email }).expect(401);
    });

    it('changes the password after verifying the current one and ends the other sessions', async () => {
      const { token, user } = await api.register({ password: 'first-pass' });
      const other = (
        await api.post('/api/auth/login', { email: user.email, password: 'first-pass' }).expect(200)
      ).body.token;

      const wrong = await api
        .post(
          '/api/auth/change-password',
          { currentPassword: 'nope-nope', newPassword: 'second-pass' },
          token,
        )
        .expect(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const mismatch = await api
        .post(
          '/api/auth/change-password',
          {
            currentPassword: 'first-pass',
            newPassword: 'second-pass',
            confirmPassword: 'other-pass',
          },
          token,
        )
        .expect(400);
      expect(mismatch.body.message).toBe('Passwords do not match');
      await api.get('/api/auth/me', other).expect(200);

      await api
        .post(
          '/api/auth/change-password',
          {
            currentPassword: 'first-pass',
            newPassword: 'second-pass',
            confirmPassword: 'second-pass',
          },
          token,
        )
        .expect(200);
      await api.get('/api/auth/me', token).expect(200);
      await api.get('/api/auth/me', other).expect(401);
      await api.post('/api/auth/login', { email: user.email, password: 'first-pass' }).expect(401);
      await api.post('/api/auth/login', { email: user.email, password: 'second-pass' }).expect(200);
    });
  });

  it('lists the access levels on REST and GraphQL', async () => {
    const rest = await api.get('/api/access-levels').expect(200);
    expect(rest.body.map((level: { name: string }) => level.name)).toEqual([
      'Free',
      'Base',
      'Standard',
      'Premium',
      'Administrator',
    ]);
    for (const level of rest.body as object[])
      expect(Object.keys(level).sort()).toEqual(['creditMultiplier', 'id', 'level', 'name']);
    const graphql = await api.graphql<{ accessLevels: { id: number; level: number }[] }>(
      '{ accessLevels { id name level creditMultiplier } }',
    );
    expect(graphql.data?.accessLevels).toHaveLength(5);
  });
});
