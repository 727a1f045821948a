import request from 'supertest';
import { sessionForSuite, startAppWithInbox } from './support/app-session.js';
import { linkToken, MAIL_SUBJECT, uniqueEmail } from './support/smtp-inbox.js';

const PASSWORD = 'plum-orbit-canyon';
const RESET_MAILS_PER_ADDRESS = 8;

let ipCounter = 0;
/** A client address of its own, so one test's rate-limit counts never reach another's. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

describe('account security: re-authentication, undoing an email change, keys, passwords, resets', () => {
  const suite = sessionForSuite(() =>
    startAppWithInbox({
      PUBLIC_URL: 'http://studio.test',
      TRUSTED_PROXIES: 'loopback',
      AUTH_PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR: String(RESET_MAILS_PER_ADDRESS),
    }),
  );

  const from = (ip: string) => {
    const server = suite.app.app.getHttpServer();
    const auth = (test: request.Test, token?: string) =>
      (token ? test.set('Authorization', `Bearer ${token}`) : test).set('X-Forwarded-For', ip);
    return {
      post: (path: string, body: object, token?: string) =>
        auth(request(server).post(path), token).send(body),
      patch: (path: string, body: object, token?: string) =>
        auth(request(server).patch(path), token).send(body),
    };
  };
  const me = (token: string) => suite.api.get('/api/auth/me', token);

  /** A verified account, signed in. */
  const signUp = async () => {
    const email = uniqueEmail('owner');
    const account = await suite.api.register({ email, password: PASSWORD });
    const welcome = await suite.inbox.next(email, MAIL_SUBJECT.verify);
    await suite.api.post('/api/auth/verify-email', { token: linkToken(welcome, '/verify-email') });
    return { ...account, email };
  };
  const createKey = async (token: string, name: string) =>
    (await suite.api.post('/api/keys', { name, currentPassword: PASSWORD }, token).expect(201)).body
      .key as string;

  describe('re-authentication', () => {
    it('refuses an email change from a session without the password, changing nothing', async () => {
      const { token, email } = await signUp();
      const attacker = uniqueEmail('attacker');

      const missing = await suite.api
        .patch('/api/auth/update-profile', { name: 'Test User', email: attacker }, token)
        .expect(400);
      expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });
      expect(missing.body.message).toMatch(/currentPassword/);
      const wrong = await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Test User', email: attacker, currentPassword: 'not-the-password' },
          token,
        )
        .expect(400);
      expect(wrong.body).toMatchObject({
        field: 'currentPassword',
        message: 'Current password is incorrect',
      });
      const graphql = await suite.api.graphql(
        `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { pendingEmail } }`,
        { input: { name: 'Renamed', email: attacker, currentPassword: 'not-the-password' } },
        token,
      );
      expect(graphql.errors?.[0]).toMatchObject({
        message: 'Current password is incorrect',
        extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
      });
      expect((await me(token)).body).toMatchObject({
        name: 'Test User',
        email,
        pendingEmail: null,
      });

      // A name alone needs no password.
      await suite.api
        .patch('/api/auth/update-profile', { name: 'Renamed', email }, token)
        .expect(200);
      // With the password the change is asked for.
      const asked = await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Renamed', email: attacker, currentPassword: PASSWORD },
          token,
        )
        .expect(200);
      expect(asked.body).toMatchObject({ name: 'Renamed', email, pendingEmail: attacker });
    });

    it('needs the password to create an API key, over REST and GraphQL, and never from a key', async () => {
      const { token } = await signUp();
      const missing = await suite.api.post('/api/keys', { name: 'no password' }, token).expect(400);
      expect(missing.body.message).toMatch(/currentPassword/);
      const wrong = await suite.api
        .post('/api/keys', { name: 'wrong', currentPassword: 'not-the-password' }, token)
        .expect(400);
      expect(wrong.body).toMatchObject({ field: 'currentPassword' });
      const graphql = await suite.api.graphql(
        `mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }`,
        { input: { name: 'wrong', currentPassword: 'not-the-password' } },
        token,
      );
      expect(graphql.errors?.[0].extensions).toMatchObject({ field: 'currentPassword' });
      expect((await suite.api.get('/api/keys', token)).body).toEqual([]);

      const key = await createKey(token, 'right');
      await suite.api
        .post('/api/keys', { name: 'by key', currentPassword: PASSWORD }, key)
        .expect(403);
      await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Key', email: uniqueEmail('k'), currentPassword: PASSWORD },
          key,
        )
        .expect(403);
    });

    it('counts wrong passwords toward the sign-in limit', async () => {
      const { token, email } = await signUp();
      const ip = freshIp();
      let status = 400;
      let attempts = 0;
      while (status === 400 && attempts < 50) {
        attempts += 1;
        status = (
          await from(ip).patch(
            '/api/auth/update-profile',
            { name: 'Test User', email: uniqueEmail('x'), currentPassword: `wrong-${attempts}` },
            token,
          )
        ).status;
      }
      expect(status).toBe(429);
      await from(ip).post('/api/auth/login', { email, password: PASSWORD }).expect(429);
    });
  });

  describe('"this was not me"', () => {
    it('restores the old address, ends every session, revokes keys made since, and locks changes', async () => {
      const { token, email } = await signUp();
      const before = await createKey(token, 'before the change');
      const moved = uniqueEmail('moved');
      await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Test User', email: moved, currentPassword: PASSWORD },
          token,
        )
        .expect(200);
      const since = await createKey(token, 'during the change');
      const confirm = await suite.inbox.next(moved, MAIL_SUBJECT.confirmNewEmail);
      await suite.api.post('/api/auth/verify-email', {
        token: linkToken(confirm, '/verify-email'),
      });
      const after = await createKey(token, 'after the change');
      const otherSession = (
        await suite.api.post('/api/auth/login', { email: moved, password: PASSWORD }).expect(200)
      ).body.token;

      const notice = await suite.inbox.next(email, MAIL_SUBJECT.emailChanged);
      expect(notice.text).toContain('http://studio.test/undo-email-change?token=');
      const undoToken = linkToken(notice, '/undo-email-change');

      const undone = await suite.api
        .post('/api/auth/undo-email-change', { token: undoToken })
        .expect(200);
      expect(undone.body).toMatchObject({ email, resetToken: expect.any(String) });

      await me(token).expect(401);
      await me(otherSession).expect(401);
      await me(since).expect(401);
      await me(after).expect(401);
      await me(before).expect(200);
      await suite.api.post('/api/auth/login', { email: moved, password: PASSWORD }).expect(401);
      const back = (
        await suite.api.post('/api/auth/login', { email, password: PASSWORD }).expect(200)
      ).body.token;
      expect((await me(back)).body).toMatchObject({ email, pendingEmail: null });

      const locked = await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Test User', email: uniqueEmail('again'), currentPassword: PASSWORD },
          back,
        )
        .expect(400);
      expect(locked.body.message).toMatch(/Email changes are paused/);

      const reused = await suite.api
        .post('/api/auth/undo-email-change', { token: undoToken })
        .expect(400);
      expect(reused.body.message).toMatch(/already been used/);

      // The answer's token sets a new password at once.
      await suite.api
        .post('/api/auth/reset-password', {
          token: undone.body.resetToken,
          newPassword: 'violet-harbor-lantern',
        })
        .expect(200);
      await suite.api
        .post('/api/auth/login', { email, password: 'violet-harbor-lantern' })
        .expect(200);
    });

    it('refuses an expired link over GraphQL too, changing nothing', async () => {
      const { token, email } = await signUp();
      const moved = uniqueEmail('moved');
      await suite.api.patch(
        '/api/auth/update-profile',
        { name: 'Test User', email: moved, currentPassword: PASSWORD },
        token,
      );
      const confirm = await suite.inbox.next(moved, MAIL_SUBJECT.confirmNewEmail);
      await suite.api.post('/api/auth/verify-email', {
        token: linkToken(confirm, '/verify-email'),
      });
      const undoToken = linkToken(
        await suite.inbox.next(email, MAIL_SUBJECT.emailChanged),
        '/undo-email-change',
      );
      await suite.db.query(
        `UPDATE account_links SET expires_at = now() - interval '1 second'
         WHERE purpose = 'email_change_undo' AND email = $1`,
        [email],
      );
      const expired = await suite.api.graphql(
        `mutation($input: UndoEmailChangeInput!) { undoEmailChange(input: $input) { email } }`,
        { input: { token: undoToken } },
      );
      expect(expired.errors?.[0].message).toMatch(/has expired/);
      expect((await me(token).expect(200)).body.email).toBe(moved);
    });
  });

  describe('API keys and passwords', () => {
    it('revokes every key on a password reset, and says so', async () => {
      const { token, email } = await signUp();
      const key = await createKey(token, 'nightly');
      await suite.api.post('/api/auth/forgot-password', { email }).expect(202);
      const reset = linkToken(await suite.inbox.next(email, MAIL_SUBJECT.reset), '/reset-password');
      const answer = await suite.api
        .post('/api/auth/reset-password', { token: reset, newPassword: 'violet-harbor-lantern' })
        .expect(200);
      expect(answer.body.message).toMatch(/API keys/);
      await me(key).expect(401);
      const session = (
        await suite.api.post('/api/auth/login', { email, password: 'violet-harbor-lantern' })
      ).body.token;
      const mine = await suite.api.graphql<{ me: { apiKeysRevokedAt: string | null } }>(
        `{ me { apiKeysRevokedAt } apiKeys { id } }`,
        {},
        session,
      );
      expect(mine.data).toMatchObject({
        me: { apiKeysRevokedAt: expect.any(String) },
        apiKeys: [],
      });
    });

    it('revokes every key on a password change, and says so', async () => {
      const { token } = await signUp();
      const key = await createKey(token, 'nightly');
      const answer = await suite.api
        .post(
          '/api/auth/change-password',
          { currentPassword: PASSWORD, newPassword: 'violet-harbor-lantern' },
          token,
        )
        .expect(200);
      expect(answer.body.message).toMatch(/API keys/);
      await me(key).expect(401);
      await me(token).expect(200);
    });
  });

  describe('password policy', () => {
    const TOO_EASY = /This password is too easy to guess/;

    it.each(['aaaaaa', 'password', '      '])(
      'refuses %j on sign-up, change and reset, over REST and GraphQL',
      async (weak) => {
        const email = uniqueEmail('weak');
        const rest = await suite.api
          .post('/api/auth/register', { name: 'Weak User', email, password: weak })
          .expect(400);
        expect(rest.body.message).toMatch(TOO_EASY);
        const graphql = await suite.api.graphql(
          `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
          { input: { name: 'Weak User', email, password: weak } },
        );
        expect(graphql.errors?.[0].message).toMatch(TOO_EASY);
        expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
        await suite.api.post('/api/auth/login', { email, password: weak }).expect(401);

        const { token } = await signUp();
        const change = await suite.api
          .post(
            '/api/auth/change-password',
            { currentPassword: PASSWORD, newPassword: weak },
            token,
          )
          .expect(400);
        expect(change.body.message).toMatch(TOO_EASY);
        const reset = await suite.api
          .post('/api/auth/reset-password', { token: 'any-token', newPassword: weak })
          .expect(400);
        expect(reset.body.message).toMatch(TOO_EASY);
      },
    );

    it('accepts a strong password, keeps the minimum length message, and minds the name', async () => {
      await suite.api
        .post('/api/auth/register', {
          name: 'Strong User',
          email: uniqueEmail('strong'),
          password: 'violet-harbor-lantern',
        })
        .expect(201);
      const short = await suite.api
        .post('/api/auth/register', { name: 'Short', email: uniqueEmail('s'), password: 'ab1' })
        .expect(400);
      expect(short.body.message).toBe('Password must be at least 6 characters');
      const ownName = await suite.api
        .post('/api/auth/register', {
          name: 'Quentin Zebrowski',
          email: uniqueEmail('qz'),
          password: 'QuentinZebrowski',
        })
        .expect(400);
      expect(ownName.body.message).toMatch(TOO_EASY);
    });
  });

  describe('password reset throttling', () => {
    it('lets no crowd of addresses keep the owner from getting a reset mail', async () => {
      const { email } = await signUp();
      const ownerIp = freshIp();
      await from(ownerIp).post('/api/auth/login', { email, password: PASSWORD }).expect(200);

      // Five addresses ask five times each: each is cut off after its own five.
      const crowd = Array.from({ length: 5 }, freshIp);
      for (const ip of crowd) {
        for (let attempt = 0; attempt < 5; attempt += 1)
          await from(ip).post('/api/auth/forgot-password', { email }).expect(202);
        await from(ip).post('/api/auth/forgot-password', { email }).expect(429);
      }
      // A stranger past the address's mail cap gets the same answer, and no mail.
      const stranger = await from(freshIp())
        .post('/api/auth/forgot-password', { email })
        .expect(202);
      const owner = await from(ownerIp).post('/api/auth/forgot-password', { email }).expect(202);
      expect(owner.body).toEqual(stranger.body);

      for (let mail = 0; mail <= RESET_MAILS_PER_ADDRESS; mail += 1)
        await suite.inbox.next(email, MAIL_SUBJECT.reset, 30_000);
      // The jobs are taken in order, so the owner's mail came last and the stranger's never.
      expect(suite.inbox.messages.filter((mail) => mail.to.includes(email)).length).toBe(
        // welcome + the capped crowd + the owner
        1 + RESET_MAILS_PER_ADDRESS + 1,
      );
    }, 60_000);
  });
});
