import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { CreditsService } from '../src/credits/credits.service.js';
import { readUntil } from './support/read-until.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { type BillingSession, startBillingSession } from './support/billing-session.js';
import { whileMailQueueIsAway } from './support/mail-queue-outage.js';
import {
  TEST_STRIPE_SECRET_KEY,
  TEST_STRIPE_WEBHOOK_SECRET,
} from './support/payments-simulator-process.js';
import { type SmtpInbox } from './support/smtp-inbox.js';
import { type TestApp } from './support/test-app.js';

interface SimulatedEvent {
  id: string;
  type: string;
  data: { object: { id: string } };
}

const CHECKOUT = `mutation($packId: ID!) { startCheckout(packId: $packId) { sessionId url } }`;

describe('credit packs bought through Stripe Checkout (payments simulator, real SDK)', () => {
  let billing: BillingSession;
  let app: TestApp;
  let api: ApiClient;
  let payments: BillingSession['payments'];
  let db: DataSource;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    billing = await startBillingSession();
    ({ app, api, db, inbox, payments } = billing);
  });
  afterAll(() => billing?.close());

  const userState = async (userId: string) => {
    const [row] = await db.query(
      `SELECT credit_balance::float AS balance, access_level_id AS level,
         (SELECT coalesce(sum(amount), 0)::float FROM credit_ledger WHERE user_id = users.id) AS ledger
       FROM users WHERE id = $1`,
      [userId],
    );
    return row as { balance: number; level: number; ledger: number };
  };
  const checkout = async (token: string, packId: string) => {
    const answer = await api.graphql<{ startCheckout: { sessionId: string; url: string } }>(
      CHECKOUT,
      { packId },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.startCheckout;
  };
  /** Checks out and pays the pack for the buyer: the session and the buyer once credited to `balance`. */
  const paidCheckout = async (
    buyer: { token: string; user: { id: string } },
    packId: string,
    balance: number,
  ) => {
    const { sessionId } = await checkout(buyer.token, packId);
    await payments.control('POST', `/sessions/${sessionId}/pay`);
    const state = await readUntil(
      () => userState(buyer.user.id),
      (current) => current.balance === balance,
    );
    return { sessionId, state };
  };
  const eventsFor = async (sessionId: string) =>
    (await payments.control<{ data: SimulatedEvent[] }>('GET', '/events')).data.filter(
      (event) => event.data.object.id === sessionId,
    );
  const signed = (payload: string, secret = TEST_STRIPE_WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('lists the spec tiers as packs with exact prices, to visitors too', async () => {
    const response = await api.get('/api/billing/packs');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        id: 'base',
        name: 'Base',
        priceUsd: 4.99,
        priceCents: 499,
        currency: 'usd',
        credits: 150,
        tier: 'Base',
      },
      {
        id: 'standard',
        name: 'Standard',
        priceUsd: 9.99,
        priceCents: 999,
        currency: 'usd',
        credits: 400,
        tier: 'Standard',
      },
      {
        id: 'premium',
        name: 'Premium',
        priceUsd: 19.99,
        priceCents: 1999,
        currency: 'usd',
        credits: 1000,
        tier: 'Premium',
      },
    ]);
  });

  it('buys Standard end to end: credits and tier come from the signed webhook, once', async () => {
    const { token, user } = await api.registerVerified();
    const started = await api.post('/api/billing/checkout', { packId: 'standard' }, token);
    expect(started.status).toBe(200);
    expect(started.body.url).toContain(`/pay/${started.body.sessionId}`);
    expect(Object.keys(started.body).sort()).toEqual(['sessionId', 'url']);
    // Nothing is credited on opening the checkout.
    expect(await userState(user.id)).toMatchObject({ balance: 50, level: 3 });

    const page = await fetch(started.body.url);
    expect(await page.text()).toMatch(/Pay \$9\.99/);
    await payments.control('POST', `/sessions/${started.body.sessionId}/pay`);
    const after = await readUntil(
      () => userState(user.id),
      (state) => state.balance === 450,
    );
    expect(after).toEqual({ balance: 450, level: 3, ledger: 450 });

    const ledger = await api.get('/api/credits/ledger?limit=10', token);
    expect(ledger.status).toBe(200);
    expect(
      ledger.body.map((row: { kind: string; amount: number }) => [row.kind, row.amount]),
    ).toEqual([
      ['purchase', 400],
      ['welcome', 50],
    ]);
    expect(ledger.body[0]).toMatchObject({
      balanceAfter: 450,
      checkoutSessionId: started.body.sessionId,
    });

    // The buyer's return reads the session server-side and finds it already credited.
    const confirmed = await api.get(`/api/billing/checkout/${started.body.sessionId}`, token);
    expect(confirmed.body).toMatchObject({ status: 'paid', credits: 400, creditBalance: 450 });
    expect(Object.keys(confirmed.body).sort()).toEqual([
      'creditBalance',
      'credits',
      'packName',
      'sessionId',
      'status',
    ]);
    expect((await userState(user.id)).balance).toBe(450);

    const receipt = await inbox.next(user.email, /Your receipt/);
    expect(receipt.subject).toBe('Your receipt: Standard pack, 400 credits');
    for (const line of [
      'Pack: Standard',
      'Amount paid: $9.99',
      'Credits added: 400',
      'New balance: 450 credits',
      `Reference: ${started.body.sessionId}`,
    ])
      expect(receipt.text).toContain(line);
    // The webhook and the return both saw the payment; one receipt. Mail is sent in order, so
    // once a later message to the buyer is in, a second receipt would have arrived before it.
    await api.post('/api/auth/forgot-password', { email: user.email }).expect(202);
    await inbox.next(user.email, /Reset your/);
    const receipts = inbox.messages.filter(
      (mail) => mail.to.includes(user.email) && /Your receipt/.test(mail.subject),
    );
    expect(receipts.length).toBe(1);
  });

  it('refuses checkout until the buyer has verified the email address', async () => {
    const { token } = await api.register();
    const refused = await api.post('/api/billing/checkout', { packId: 'standard' }, token);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const { id } = (await api.get('/api/auth/me', token)).body;
    expect(await db.query(`SELECT 1 FROM credit_purchases WHERE user_id = $1`, [id])).toEqual([]);
  });

  it('credits on the buyer’s return when no webhook arrives, once', async () => {
    const { token, user } = await api.registerVerified();
    // A provider whose webhooks cannot reach the app.
    await billing.whileWebhooksCannotArrive(async () => {
      const { sessionId } = await checkout(token, 'base');
      await payments.control('POST', `/sessions/${sessionId}/pay`);
      const confirm = () =>
        api.graphql<{ confirmCheckout: { status: string; creditBalance: number } }>(
          `mutation($id: ID!) { confirmCheckout(sessionId: $id) { status creditBalance } }`,
          { id: sessionId },
          token,
        );
      const [first, second] = await Promise.all([confirm(), confirm()]);
      expect(first.data?.confirmCheckout).toEqual({ status: 'paid', creditBalance: 200 });
      expect(second.data?.confirmCheckout).toEqual({ status: 'paid', creditBalance: 200 });
      expect(await userState(user.id)).toEqual({ balance: 200, level: 3, ledger: 200 });
      // Another user cannot read (or credit) it.
      const other = await api.registerVerified();
      const foreign = await api.get(`/api/billing/checkout/${sessionId}`, other.token);
      expect(foreign.status).toBe(404);
    });
  });

  it('applies a payment only with its receipt queued, so a retry after a Redis blip mails it', async () => {
    const { token, user } = await api.registerVerified();
    // A provider whose webhooks cannot reach the app: the test delivers the event itself.
    await billing.whileWebhooksCannotArrive(async () => {
      const { sessionId } = await checkout(token, 'base');
      await payments.control('POST', `/sessions/${sessionId}/pay`);
      const [event] = (await eventsFor(sessionId)).filter(
        (candidate) => candidate.type === 'checkout.session.completed',
      );
      const body = JSON.stringify(event);
      const before = await userState(user.id);
      const deliver = () =>
        api
          .post('/api/billing/webhook', undefined)
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signed(body))
          .send(body);

      await whileMailQueueIsAway(app, async () => {
        expect((await deliver()).status).toBe(503);
      });
      expect(await userState(user.id)).toEqual(before);

      // The provider's retry applies it, and the receipt is mailed.
      expect((await deliver()).status).toBe(200);
      expect(await userState(user.id)).toMatchObject({ balance: 200, ledger: 200 });
      const receipt = await inbox.next(user.email, /Your receipt/);
      expect(receipt.subject).toBe('Your receipt: Base pack, 150 credits');
    });
  });

  it('refuses a webhook with a bad, missing or mismatched signature and changes nothing', async () => {
    const { token, user } = await api.registerVerified();
    const { sessionId } = await checkout(token, 'premium');
    const forged = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: 1999,
          currency: 'usd',
        },
      },
    });
    const post = (body: string, signature?: string) => {
      const request = api
        .post('/api/billing/webhook', undefined)
        .set('Content-Type', 'application/json');
      if (signature) request.set('Stripe-Signature', signature);
      return request.send(body);
    };
    const wrongSecret = await post(forged, signed(forged, 'whsec_not_the_secret'));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.code).toBe('INVALID_SIGNATURE');
    expect((await post(forged)).status).toBe(400);
    const tampered = await post(forged.replace('1999', '1'), signed(forged));
    expect(tampered.status).toBe(400);
    expect(await userState(user.id)).toEqual({ balance: 50, level: 3, ledger: 50 });
    const recorded = await db.query(`SELECT 1 FROM payment_events WHERE id = 'evt_forged_1'`);
    expect(recorded).toHaveLength(0);
  });

  it('credits once under replays, concurrent duplicate deliveries and a second event for the session', async () => {
    const { token, user } = await api.registerVerified();
    const { sessionId } = await paidCheckout({ token, user }, 'standard', 450);
    const [completed] = await eventsFor(sessionId);
    const replays = await Promise.all(
      Array.from({ length: 6 }, () => payments.redeliver(completed.id)),
    );
    expect(replays.map((replay) => replay.status)).toEqual(Array(6).fill(200));
    // A different event id for the same paid session (Stripe may send both kinds of success).
    const session = await new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(payments.url).port,
      protocol: 'http',
    }).checkout.sessions.retrieve(sessionId);
    const second = JSON.stringify({
      id: `evt_second_${sessionId}`,
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: session },
    });
    const answers = await Promise.all(
      [0, 1, 2].map(() =>
        api
          .post('/api/billing/webhook', undefined)
          .set('Content-Type', 'application/json')
          .set('Stripe-Signature', signed(second))
          .send(second),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await userState(user.id)).toEqual({ balance: 450, level: 3, ledger: 450 });
    const purchases = await db.query(
      `SELECT count(*)::int AS n FROM credit_ledger WHERE checkout_session_id = $1`,
      [sessionId],
    );
    expect(purchases[0].n).toBe(1);
  });

  it('records an expired checkout without charging, and ignores a webhook for an unknown session', async () => {
    const { token, user } = await api.registerVerified();
    const { sessionId } = await checkout(token, 'base');
    const stripe = new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(payments.url).port,
      protocol: 'http',
    });
    await stripe.checkout.sessions.expire(sessionId);
    const status = await readUntil(
      async () =>
        (
          await db.query(`SELECT status FROM credit_purchases WHERE checkout_session_id = $1`, [
            sessionId,
          ])
        )[0].status as string,
      (value) => value === 'expired',
    );
    expect(status).toBe('expired');
    const unknown = JSON.stringify({
      id: 'evt_unknown_session',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_unknown',
          payment_status: 'paid',
          amount_total: 499,
          currency: 'usd',
        },
      },
    });
    const answer = await api
      .post('/api/billing/webhook', undefined)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signed(unknown))
      .send(unknown);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('unknown-session');
    expect(await userState(user.id)).toEqual({ balance: 50, level: 3, ledger: 50 });
  });

  it('refuses a visitor, an unknown pack and a missing pack id with clear errors', async () => {
    expect((await api.post('/api/billing/checkout', { packId: 'standard' })).status).toBe(401);
    const { token } = await api.registerVerified();
    const unknown = await api.post('/api/billing/checkout', { packId: 'gold' }, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Unknown credit pack "gold"');
    const missing = await api.post('/api/billing/checkout', {}, token);
    expect(missing.status).toBe(400);
    const gql = await api.graphql(CHECKOUT, { packId: 'gold' }, token);
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('never lowers a tier: a Premium member buying Base stays Premium', async () => {
    const { token, user } = await api.registerVerified();
    await db.query('UPDATE users SET access_level_id = 4 WHERE id = $1', [user.id]);
    const { state: after } = await paidCheckout({ token, user }, 'base', 200);
    expect(after).toEqual({ balance: 200, level: 4, ledger: 200 });
  });

  it('lets an administrator refund a purchase, and refuses once its credits are spent', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const buyer = await api.registerVerified();
    await paidCheckout(buyer, 'base', 200);
    const purchases = await api.get(`/api/admin/users/${buyer.user.id}/purchases`, admin);
    expect(purchases.body.items).toHaveLength(1);
    const purchaseId = purchases.body.items[0].id as string;

    // Spend all but 100 credits: taking back 150 would go below zero.
    await db.query(
      `WITH moved AS (UPDATE users SET credit_balance = credit_balance - 100 WHERE id = $1 RETURNING id, credit_balance)
       INSERT INTO credit_ledger (user_id, kind, amount, balance_after) SELECT id, 'grant', -100, credit_balance FROM moved`,
      [buyer.user.id],
    );
    const spent = await api.post(`/api/admin/purchases/${purchaseId}/refund`, {}, admin);
    expect(spent.status).toBe(409);
    expect(spent.body.code).toBe('CREDITS_ALREADY_SPENT');
    expect(await userState(buyer.user.id)).toMatchObject({ balance: 100, ledger: 100 });

    await db.query(
      `WITH moved AS (UPDATE users SET credit_balance = credit_balance + 100 WHERE id = $1 RETURNING id, credit_balance)
       INSERT INTO credit_ledger (user_id, kind, amount, balance_after) SELECT id, 'grant', 100, credit_balance FROM moved`,
      [buyer.user.id],
    );
    const refunded = await api.graphql<{ adminRefundPurchase: { status: string } }>(
      `mutation($id: ID!) { adminRefundPurchase(purchaseId: $id) { status refundedAt } }`,
      { id: purchaseId },
      admin,
    );
    expect(refunded.data?.adminRefundPurchase.status).toBe('refunded');
    expect(await userState(buyer.user.id)).toMatchObject({ balance: 50, ledger: 50 });
    const ledger = await api.get(`/api/admin/users/${buyer.user.id}/ledger`, admin);
    expect(ledger.body.items[0]).toMatchObject({
      kind: 'purchase_refund',
      amount: -150,
      balanceAfter: 50,
    });
    const again = await api.post(`/api/admin/purchases/${purchaseId}/refund`, {}, admin);
    expect(again.status).toBe(409);
    expect(await userState(buyer.user.id)).toMatchObject({ balance: 50, ledger: 50 });
  });

  it("refuses a refund whose credits a generation's hold takes meanwhile", async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const buyer = await api.registerVerified();
    await paidCheckout(buyer, 'base', 200);
    const purchaseId = (await api.get(`/api/admin/users/${buyer.user.id}/purchases`, admin)).body
      .items[0].id as string;

    // A hold of 100 credits, taken as generations take theirs, not yet committed.
    const hold = db.createQueryRunner();
    await hold.connect();
    await hold.startTransaction();
    try {
      await app.app
        .get(CreditsService)
        .move({ userId: buyer.user.id, kind: 'grant', amount: -100 }, hold.manager);
      const refunding = api
        .post(`/api/admin/purchases/${purchaseId}/refund`, {}, admin)
        .then((response) => response);
      // The refund waits for the buyer's row, then the hold commits.
      await readUntil(
        async () =>
          (await db.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )) as { waiting: number }[],
        ([{ waiting }]) => waiting > 0,
      );
      await hold.commitTransaction();
      const refused = await refunding;
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('CREDITS_ALREADY_SPENT');
    } finally {
      if (hold.isTransactionActive) await hold.rollbackTransaction();
      await hold.release();
    }
    expect(await userState(buyer.user.id)).toMatchObject({ balance: 100, ledger: 100 });
    const [purchase] = await db.query(
      'SELECT status, refunded_cents, credits_shortfall FROM credit_purchases WHERE id = $1',
      [purchaseId],
    );
    expect(purchase).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(Number(purchase.credits_shortfall)).toBe(0);
  });

  it('lets administrators edit a pack; the next checkout charges the new price', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const refused = await api.patch('/api/admin/credit-packs/base', { accessLevelId: 5 }, admin);
    expect(refused.status).toBe(400);
    const badPrice = await api.patch('/api/admin/credit-packs/base', { priceCents: 4.5 }, admin);
    expect(badPrice.status).toBe(400);
    const packs = await api.get('/api/admin/credit-packs', admin).expect(200);
    for (const pack of packs.body as object[])
      expect(Object.keys(pack).sort()).toEqual([
        'accessLevelId',
        'active',
        'creditMultiplier',
        'credits',
        'currency',
        'id',
        'name',
        'priceCents',
        'priceUsd',
        'tier',
      ]);
    const edited = await api.graphql<{
      adminUpdateCreditPack: { priceCents: number; name: string };
    }>(
      `mutation { adminUpdateCreditPack(id: "base", changes: { priceCents: 549, name: "Base+" }) { priceCents name } }`,
      {},
      admin,
    );
    expect(edited.data?.adminUpdateCreditPack).toEqual({ priceCents: 549, name: 'Base+' });
    try {
      const { token } = await api.registerVerified();
      const { sessionId } = await checkout(token, 'base');
      const stripe = new Stripe(TEST_STRIPE_SECRET_KEY, {
        host: '127.0.0.1',
        port: new URL(payments.url).port,
        protocol: 'http',
      });
      expect((await stripe.checkout.sessions.retrieve(sessionId)).amount_total).toBe(549);
    } finally {
      await db.query(`UPDATE credit_packs SET price_cents = 499, name = 'Base' WHERE id = 'base'`);
    }
  });

  const startAllowedCheckouts = async (token: string) => {
    for (let i = 0; i < app.config.CHECKOUTS_PER_USER_PER_HOUR; i++) await checkout(token, 'base');
  };

  it('limits the checkouts one user starts in an hour; the one refused opens nothing', async () => {
    const { token, user } = await api.registerVerified();
    await startAllowedCheckouts(token);
    const refused = await api.post('/api/billing/checkout', { packId: 'base' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many checkouts started\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    const rows = await db.query('SELECT 1 FROM credit_purchases WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(app.config.CHECKOUTS_PER_USER_PER_HOUR);
    // Counted per user: another buyer is not held up.
    const other = await api.registerVerified();
    await checkout(other.token, 'base');
  });

  it('answers 503 and keeps nothing when the payment provider is down', async () => {
    const { token, user } = await api.registerVerified();
    await billing.whilePaymentsAreDown(async () => {
      const answer = await api.post('/api/billing/checkout', { packId: 'standard' }, token);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('PAYMENTS_UNAVAILABLE');
      expect(answer.body.message).toMatch(/Nothing was charged/);
      const left = await db.query('SELECT 1 FROM credit_purchases WHERE user_id = $1', [user.id]);
      expect(left).toHaveLength(0);
    });
    // The failed checkout was not counted against the hour's allowance.
    await startAllowedCheckouts(token);
  });
});
