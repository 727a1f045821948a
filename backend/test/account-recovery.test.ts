import { Redis } from 'ioredis';
import { TokenService } from '../src/auth/token.service.js';
import { sessionForSuite, startAppWithInbox } from './support/app-session.js';
import { freePort } from './support/free-port.js';
import { whileMailQueueIsAway } from './support/mail-queue-outage.js';
import { linkToken, MAIL_SUBJECT, uniqueEmail } from './support/smtp-inbox.js';

describe('password reset and verified email, over real SMTP', () => {
  const suite = sessionForSuite(() =>
    startAppWithInbox({
      MAIL_FROM: 'Studio Test <no-reply@studio.test>',
      PUBLIC_URL: 'http://studio.test',
    }),
  );

  /** A new account whose sign-up mail has arrived (and is set aside). */
  const signUp = async (overrides: { name?: string; password?: string } = {}) => {
    const email = uniqueEmail('account');
    const account = await suite.api.register({ email, password: 'first-pass', ...overrides });
    const welcome = await suite.inbox.next(email, MAIL_SUBJECT.verify);
    return { ...account, email, welcome };
  };
  const resetLink = async (email: string) => {
    await suite.api.post('/api/auth/forgot-password', { email }).expect(202);
    return linkToken(await suite.inbox.next(email, MAIL_SUBJECT.reset), '/reset-password');
  };
  const me = (token: string) => suite.api.get('/api/auth/me', token);

  describe('forgot password', () => {
    it('resets the password end to end: the old one and every session stop working, the link works once', async () => {
      const { email, token: firstSession } = await signUp();
      const secondSession = (
        await suite.api.post('/api/auth/login', { email, password: 'first-pass' }).expect(200)
      ).body.token;

      await suite.api.post('/api/auth/forgot-password', { email }).expect(202);
      const mail = await suite.inbox.next(email, MAIL_SUBJECT.reset);
      expect(mail.from).toBe('"Studio Test" <no-reply@studio.test>');
      expect(mail.text).toContain('http://studio.test/reset-password?token=');
      expect(mail.html).toContain('href="http://studio.test/reset-password?token=');
      const token = linkToken(mail, '/reset-password');

      const reset = await suite.api
        .post('/api/auth/reset-password', { token, newPassword: 'second-pass' })
        .expect(200);
      expect(reset.body.message).toMatch(/Password changed/);

      await suite.api.post('/api/auth/login', { email, password: 'first-pass' }).expect(401);
      await suite.api.post('/api/auth/login', { email, password: 'second-pass' }).expect(200);
      await me(firstSession).expect(401);
      await me(secondSession).expect(401);

      const again = await suite.api
        .post('/api/auth/reset-password', { token, newPassword: 'third-pass' })
        .expect(400);
      expect(again.body).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'This password reset link has already been used. Ask for a new one.',
      });
      await suite.api.post('/api/auth/login', { email, password: 'second-pass' }).expect(200);
    });

    it('changes nothing when ending the sessions fails, and the link still works', async () => {
      const { email, token: session } = await signUp();
      const token = await resetLink(email);
      // Redis goes away for the sessions' revocation alone: its client cannot connect.
      const tokens = suite.app.app.get(TokenService) as unknown as { redis: Redis };
      const redis = tokens.redis;
      const away = new Redis(`redis://127.0.0.1:${await freePort()}`, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      tokens.redis = away;
      try {
        const refused = await suite.api
          .post('/api/auth/reset-password', { token, newPassword: 'second-pass' })
          .expect(503);
        expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');
      } finally {
        tokens.redis = redis;
        away.disconnect();
      }
      await suite.api.post('/api/auth/login', { email, password: 'first-pass' }).expect(200);
      await me(session).expect(200);

      await suite.api
        .post('/api/auth/reset-password', { token, newPassword: 'second-pass' })
        .expect(200);
      await suite.api.post('/api/auth/login', { email, password: 'second-pass' }).expect(200);
      await me(session).expect(401);
    });

    it('answers a known and an unknown address identically, and mails only the known one', async () => {
      const { email } = await signUp();
      const unknown = uniqueEmail('nobody');
      const forUnknown = await suite.api.post('/api/auth/forgot-password', { email: unknown });
      const forKnown = await suite.api.post('/api/auth/forgot-password', { email });
      expect(forUnknown.status).toBe(202);
      expect(forKnown.status).toBe(202);
      expect(forUnknown.body).toEqual(forKnown.body);
      expect(forKnown.body.message).toMatch(/If an account uses this address/);
      // One worker takes the jobs in order: once the known address's mail is in, the unknown one's
      // job has been handled too, and it sent nothing.
      await suite.inbox.next(email, MAIL_SUBJECT.reset);
      expect(suite.inbox.messages.filter((mail) => mail.to.includes(unknown))).toEqual([]);

      const graphql = await suite.api.graphql<{ requestPasswordReset: boolean }>(
        `mutation($input: ForgotPasswordInput!) { requestPasswordReset(input: $input) }`,
        { input: { email: uniqueEmail('nobody') } },
      );
      expect(graphql).toMatchObject({ data: { requestPasswordReset: true } });
    });

    it('refuses unknown, expired and superseded links with a clear 400, changing nothing', async () => {
      const { email } = await signUp();
      const unknown = await suite.api
        .post('/api/auth/reset-password', { token: 'not-a-token', newPassword: 'second-pass' })
        .expect(400);
      expect(unknown.body.message).toBe(
        'This password reset link is not valid. Ask for a new one.',
      );

      const first = await resetLink(email);
      const second = await resetLink(email);
      const superseded = await suite.api
        .post('/api/auth/reset-password', { token: first, newPassword: 'second-pass' })
        .expect(400);
      expect(superseded.body.message).toMatch(/not valid/);

      await suite.db.query(
        `UPDATE account_links SET expires_at = now() - interval '1 second'
         WHERE purpose = 'password_reset' AND used_at IS NULL AND email = $1`,
        [email],
      );
      const expired = await suite.api
        .post('/api/auth/reset-password', { token: second, newPassword: 'second-pass' })
        .expect(400);
      expect(expired.body.message).toBe('This password reset link has expired. Ask for a new one.');
      await suite.api.post('/api/auth/login', { email, password: 'first-pass' }).expect(200);
    });

    it('checks the new password like sign-up and says a missing token is required', async () => {
      const { email } = await signUp();
      const token = await resetLink(email);
      const short = await suite.api
        .post('/api/auth/reset-password', { token, newPassword: '12345' })
        .expect(400);
      expect(short.body.message).toMatch('Password must be at least 6 characters');
      const mismatch = await suite.api
        .post('/api/auth/reset-password', {
          token,
          newPassword: 'second-pass',
          confirmPassword: 'other-pass',
        })
        .expect(400);
      expect(mismatch.body.message).toBe('Passwords do not match');
      const missing = await suite.api
        .post('/api/auth/reset-password', { newPassword: 'second-pass' })
        .expect(400);
      expect(missing.body.message).toMatch(/token is required/);
      const bad = await suite.api
        .post('/api/auth/forgot-password', { email: 'not-an-email' })
        .expect(400);
      expect(bad.body.message).toMatch('Enter a valid email address');
      // The link survived every refusal.
      await suite.api
        .post('/api/auth/reset-password', { token, newPassword: 'second-pass' })
        .expect(200);
    });

    it('lets one of two concurrent uses of a link win', async () => {
      const { email } = await signUp();
      const token = await resetLink(email);
      const answers = await Promise.all(
        ['second-pass', 'third-pass'].map((newPassword) =>
          suite.api.post('/api/auth/reset-password', { token, newPassword }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    });

    it('limits requests per address, known or not, with 429', async () => {
      for (const email of [(await signUp()).email, uniqueEmail('nobody')]) {
        for (let attempt = 0; attempt < 5; attempt += 1)
          await suite.api.post('/api/auth/forgot-password', { email }).expect(202);
        const refused = await suite.api.post('/api/auth/forgot-password', { email }).expect(429);
        expect(refused.headers['retry-after']).toBeDefined();
        expect(refused.body.code).toBe('RATE_LIMITED');
      }
    });

    it('sends again after the SMTP server refuses for a while', async () => {
      const { email } = await signUp();
      suite.inbox.refuseNext(1);
      await suite.api.post('/api/auth/forgot-password', { email }).expect(202);
      const mail = await suite.inbox.next(email, MAIL_SUBJECT.reset, 30_000);
      expect(linkToken(mail, '/reset-password')).toEqual(expect.any(String));
    }, 40_000);

    it('escapes what users typed in the HTML of a message', async () => {
      const { welcome } = await signUp({ name: '<img src=x onerror=alert(1)>' });
      expect(welcome.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(welcome.html).not.toContain('<img src=x');
      expect(welcome.text).toContain('Hi <img src=x onerror=alert(1)>,');
    });
  });

  describe('verified email', () => {
    it('mails a link on sign-up; until it is opened the user generates but cannot buy credits', async () => {
      const { token, welcome } = await signUp();
      expect((await me(token).expect(200)).body).toMatchObject({
        emailVerified: false,
        pendingEmail: null,
      });
      const checkout = await suite.api.graphql(
        `mutation { startCheckout(packId: "base") { sessionId } }`,
        {},
        token,
      );
      expect(checkout.errors?.[0].extensions?.code).toBe('EMAIL_NOT_VERIFIED');
      expect(checkout.errors?.[0].message).toMatch(/Verify your email address/);

      const verified = await suite.api
        .post('/api/auth/verify-email', { token: linkToken(welcome, '/verify-email') })
        .expect(200);
      expect(verified.body).toMatchObject({
        message: 'Email verified',
        email: welcome.to[0],
        alreadyVerified: false,
      });
      expect((await me(token)).body.emailVerified).toBe(true);

      // Opened again: the address is verified already, which is what the person wants to hear.
      const reused = await suite.api
        .post('/api/auth/verify-email', { token: linkToken(welcome, '/verify-email') })
        .expect(200);
      expect(reused.body).toEqual({
        message: 'Email already verified',
        email: welcome.to[0],
        alreadyVerified: true,
      });
      const reusedByGraphQL = await suite.api.graphql<{
        verifyEmail: { email: string; alreadyVerified: boolean };
      }>(
        'mutation($token: String!) { verifyEmail(input: { token: $token }) { email alreadyVerified } }',
        {
          token: linkToken(welcome, '/verify-email'),
        },
      );
      expect(reusedByGraphQL.data?.verifyEmail).toEqual({
        email: welcome.to[0],
        alreadyVerified: true,
      });
      const resend = await suite.api.post('/api/auth/resend-verification', {}, token).expect(400);
      expect(resend.body.message).toBe('Your email address is already verified');
    });

    it('resends the link; only the newest works', async () => {
      const { token, email, welcome } = await signUp();
      const resent = await suite.api.post('/api/auth/resend-verification', {}, token).expect(202);
      expect(resent.body.email).toBe(email);
      const fresh = await suite.inbox.next(email, MAIL_SUBJECT.verify);
      await suite.api
        .post('/api/auth/verify-email', { token: linkToken(welcome, '/verify-email') })
        .expect(400);
      await suite.api
        .post('/api/auth/verify-email', { token: linkToken(fresh, '/verify-email') })
        .expect(200);
    });

    it('changes the email only once the new address is verified, and tells the old one', async () => {
      const { token, email, welcome } = await signUp();
      await suite.api.post('/api/auth/verify-email', {
        token: linkToken(welcome, '/verify-email'),
      });
      const newEmail = uniqueEmail('moved');

      const updated = await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Moved User', email: newEmail, currentPassword: 'first-pass' },
          token,
        )
        .expect(200);
      expect(updated.body).toMatchObject({ name: 'Moved User', email, pendingEmail: newEmail });
      const confirm = await suite.inbox.next(newEmail, MAIL_SUBJECT.confirmNewEmail);
      await suite.api
        .post('/api/auth/login', { email: newEmail, password: 'first-pass' })
        .expect(401);

      const verified = await suite.api
        .post('/api/auth/verify-email', { token: linkToken(confirm, '/verify-email') })
        .expect(200);
      expect(verified.body.email).toBe(newEmail);
      expect((await me(token)).body).toMatchObject({
        email: newEmail,
        pendingEmail: null,
        emailVerified: true,
      });
      const notice = await suite.inbox.next(email, MAIL_SUBJECT.emailChanged);
      expect(notice.text).toContain(newEmail);
      // The sign-up link, opened again, is for an address the account no longer has.
      const stale = await suite.api
        .post('/api/auth/verify-email', { token: linkToken(welcome, '/verify-email') })
        .expect(400);
      expect(stale.body.message).toBe(
        'This verification link has already been used. Send yourself a new one.',
      );
      // The old address can still take the account back (account-security.test.ts).
      expect(notice.text).toContain('http://studio.test/undo-email-change?token=');
    });

    it('keeps the old email when its notice cannot be queued, and the link still works', async () => {
      const { token, email, welcome } = await signUp();
      await suite.api.post('/api/auth/verify-email', {
        token: linkToken(welcome, '/verify-email'),
      });
      const newEmail = uniqueEmail('moved');
      await suite.api
        .patch(
          '/api/auth/update-profile',
          { name: 'Moved User', email: newEmail, currentPassword: 'first-pass' },
          token,
        )
        .expect(200);
      const confirm = linkToken(
        await suite.inbox.next(newEmail, MAIL_SUBJECT.confirmNewEmail),
        '/verify-email',
      );

      await whileMailQueueIsAway(suite.app, async () => {
        const refused = await suite.api
          .post('/api/auth/verify-email', { token: confirm })
          .expect(503);
        expect(refused.body.code).toBe('SERVICE_UNAVAILABLE');
      });
      expect((await me(token)).body).toMatchObject({ email, pendingEmail: newEmail });
      const [{ undoLinks }] = await suite.db.query(
        `SELECT count(*)::int AS "undoLinks" FROM account_links
         WHERE purpose = 'email_change_undo' AND email = $1`,
        [email],
      );
      expect(undoLinks).toBe(0);

      await suite.api.post('/api/auth/verify-email', { token: confirm }).expect(200);
      expect((await me(token)).body).toMatchObject({ email: newEmail, pendingEmail: null });
      const notice = await suite.inbox.next(email, MAIL_SUBJECT.emailChanged);
      const undo = await suite.api
        .post('/api/auth/undo-email-change', { token: linkToken(notice, '/undo-email-change') })
        .expect(200);
      expect(undo.body).toMatchObject({ email });
      await me(token).expect(401);
    });

    it('withdraws a pending change on request, and refuses an address taken meanwhile', async () => {
      const { token, email } = await signUp();
      const wanted = uniqueEmail('wanted');
      await suite.api.patch(
        '/api/auth/update-profile',
        { name: 'User', email: wanted, currentPassword: 'first-pass' },
        token,
      );
      const first = await suite.inbox.next(wanted, MAIL_SUBJECT.confirmNewEmail);
      const cancelled = await suite.api.delete('/api/auth/pending-email', token).expect(200);
      expect(cancelled.body).toMatchObject({ email, pendingEmail: null });
      // Still unverified: the sign-up address gets a fresh link (the change's replaced the first).
      await suite.inbox.next(email, MAIL_SUBJECT.verify);
      await suite.api
        .post('/api/auth/verify-email', { token: linkToken(first, '/verify-email') })
        .expect(400);

      await suite.api.patch(
        '/api/auth/update-profile',
        { name: 'User', email: wanted, currentPassword: 'first-pass' },
        token,
      );
      const second = await suite.inbox.next(wanted, MAIL_SUBJECT.confirmNewEmail);
      await suite.api.register({ email: wanted });
      const taken = await suite.api
        .post('/api/auth/verify-email', { token: linkToken(second, '/verify-email') })
        .expect(409);
      expect(taken.body.message).toBe('An account with this email already exists');
      expect((await me(token)).body).toMatchObject({ email, pendingEmail: wanted });
    });

    it('counts a completed password reset as proof of the address', async () => {
      const { token, email } = await signUp();
      const link = await resetLink(email);
      await suite.api.post('/api/auth/reset-password', { token: link, newPassword: 'second-pass' });
      await me(token).expect(401);
      const login = await suite.api.post('/api/auth/login', { email, password: 'second-pass' });
      expect((await me(login.body.token)).body.emailVerified).toBe(true);
    });
  });
});
