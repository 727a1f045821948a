import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { readUntil } from './support/read-until.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { type BillingSession, startBillingSession } from './support/billing-session.js';
import {
  TEST_STRIPE_SECRET_KEY,
  TEST_STRIPE_WEBHOOK_SECRET,
} from './support/payments-simulator-process.js';
import { type SmtpInbox } from './support/smtp-inbox.js';
import { type TestApp } from './support/test-app.js';

interface PurchaseRow {
  status: string;
  refunded_cents: number;
  credits_taken_back: number;
  credits_shortfall: number;
  dispute_status: string | null;
  credits_held: number;
  payment_intent_id: string | null;
}

/**
 * Stripe's money lifecycle after a purchase was paid, through the real SDK against the payments
 * simulator: refunds made anywhere (Dashboard or the admin panel), partial refunds, disputes won
 * and lost, delayed payments that fail, replays. After each, the ledger sums to the balance and
 * no balance_after is negative.
 */
describe('purchase lifecycle: refunds, disputes and failed payments', () => {
  let billing: BillingSession;
  let app: TestApp;
  let api: ApiClient;
  let payments: BillingSession['payments'];
  let db: DataSource;
  let stripe: Stripe;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    billing = await startBillingSession();
    ({ app, api, db, inbox, payments } = billing);
    // "The Dashboard": another holder of the secret key, acting on Stripe directly.
    stripe = new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(payments.url).port,
      protocol: 'http',
    });
  });
  afterAll(() => billing?.close());

  const control = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${payments.url}/_simulator${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const balance = async (userId: string) =>
    Number(
      (await db.query('SELECT credit_balance FROM users WHERE id = $1', [userId]))[0]
        .credit_balance,
    );
  const purchaseOf = async (sessionId: string): Promise<PurchaseRow> =>
    (
      await db.query(
        `SELECT status, refunded_cents, credits_taken_back::float, credits_shortfall::float,
           dispute_status, credits_held::float, payment_intent_id
         FROM credit_purchases WHERE checkout_session_id = $1`,
        [sessionId],
      )
    )[0] as PurchaseRow;
  /** The ledger's promise: it sums to the balance and never went below zero. */
  const expectLedgerWhole = async (userId: string) => {
    const [row] = await db.query(
      `SELECT u.credit_balance::numeric AS balance,
         (SELECT coalesce(sum(amount), 0) FROM credit_ledger l WHERE l.user_id = u.id) AS ledger,
         (SELECT coalesce(min(balance_after), 0) FROM credit_ledger l WHERE l.user_id = u.id) AS lowest
       FROM users u WHERE u.id = $1`,
      [userId],
    );
    expect(row.ledger).toBe(row.balance);
    expect(Number(row.lowest)).toBeGreaterThanOrEqual(0);
  };
  const ledgerOf = async (sessionId: string) =>
    (
      await db.query(
        `SELECT kind, amount::float FROM credit_ledger WHERE checkout_session_id = $1 ORDER BY created_at, id`,
        [sessionId],
      )
    ).map((row: { kind: string; amount: number }) => [row.kind, row.amount]);
  const eventsOf = async (type: string, objectId: string) =>
    (
      await payments.control<{
        data: { id: string; type: string; data: { object: Record<string, unknown> } }[];
      }>('GET', '/events')
    ).data.filter(
      (event) =>
        event.type === type &&
        (event.data.object.id === objectId || event.data.object.payment_intent === objectId),
    );
  const postEvent = (event: object) => {
    const payload = JSON.stringify(event);
    return api
      .post('/api/billing/webhook', undefined)
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_STRIPE_WEBHOOK_SECRET }),
      )
      .send(payload);
  };

  /** A verified buyer with a paid pack: 50 welcome credits plus the pack's. */
  const buy = async (packId: 'base' | 'standard') => {
    const buyer = await api.registerVerified();
    const started = await api.post('/api/billing/checkout', { packId }, buyer.token);
    expect(started.status).toBe(200);
    const sessionId = started.body.sessionId as string;
    await payments.control('POST', `/sessions/${sessionId}/pay`);
    const credited = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'paid',
    );
    expect(credited.status).toBe('paid');
    return { ...buyer, sessionId, paymentIntent: credited.payment_intent_id! };
  };
  const spend = (userId: string, amount: number) =>
    db.query(
      `WITH moved AS (UPDATE users SET credit_balance = credit_balance - $2 WHERE id = $1 RETURNING id, credit_balance)
       INSERT INTO credit_ledger (user_id, kind, amount, balance_after) SELECT id, 'grant', -$2::numeric, credit_balance FROM moved`,
      [userId, amount],
    );

  it('takes every credit back on a full refund made in the Dashboard', async () => {
    const { user, sessionId, paymentIntent } = await buy('standard');
    expect(await balance(user.id)).toBe(450);
    await stripe.refunds.create({ payment_intent: paymentIntent });
    const refunded = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'refunded',
    );
    expect(refunded).toMatchObject({
      status: 'refunded',
      refunded_cents: 999,
      credits_taken_back: 400,
      credits_shortfall: 0,
    });
    expect(await balance(user.id)).toBe(50);
    expect(await ledgerOf(sessionId)).toEqual([
      ['purchase', 400],
      ['purchase_refund', -400],
    ]);
    await expectLedgerWhole(user.id);
  });

  it('takes back two partial refunds in proportion, and replays out of order change nothing', async () => {
    const { user, sessionId, paymentIntent } = await buy('standard');
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 333 });
    // 400 credits × 333 / 999, kept to 4 decimals.
    const first = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.refunded_cents === 333,
    );
    expect(first).toMatchObject({ status: 'partially_refunded', credits_taken_back: 133.3333 });
    expect(await balance(user.id)).toBe(316.6667);

    // More than what is left is refused by Stripe, and changes nothing here.
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 700 }),
    ).rejects.toMatchObject({ code: 'amount_too_large' });

    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 666 });
    const second = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.refunded_cents === 999,
    );
    expect(second).toMatchObject({ status: 'refunded', credits_taken_back: 400 });
    expect(await balance(user.id)).toBe(50);

    // Every charge.refunded again, the older (smaller total) last, and a concurrent duplicate.
    const refundedEvents = await eventsOf('charge.refunded', paymentIntent);
    expect(refundedEvents).toHaveLength(2);
    const answers = await Promise.all(
      [...refundedEvents, ...refundedEvents].map((event) => payments.redeliver(event.id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // The same refunded totals under new event ids (Stripe may resend as a new event).
    for (const event of refundedEvents.reverse()) {
      const answer = await postEvent({ ...event, id: `${event.id}_again` });
      expect(answer.status).toBe(200);
      expect(answer.body.outcome).toBe('already-handled');
    }
    expect(await balance(user.id)).toBe(50);
    expect(await ledgerOf(sessionId)).toEqual([
      ['purchase', 400],
      ['purchase_refund', -133.3333],
      ['purchase_refund', -266.6667],
    ]);
    await expectLedgerWhole(user.id);
  });

  it('records what was already spent as the shortfall of a refund, never going below zero', async () => {
    const { user, token, sessionId, paymentIntent } = await buy('base');
    await spend(user.id, 170); // 200 → 30: 120 of the pack's 150 credits are gone
    await stripe.refunds.create({ payment_intent: paymentIntent });
    const refunded = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'refunded',
    );
    expect(refunded).toMatchObject({ credits_taken_back: 30, credits_shortfall: 120 });
    expect(await balance(user.id)).toBe(0);
    await expectLedgerWhole(user.id);

    // The owed credits are collected from the next pack bought, before it can be spent.
    const next = await api.post('/api/billing/checkout', { packId: 'base' }, token);
    await payments.control('POST', `/sessions/${next.body.sessionId}/pay`);
    await readUntil(
      () => purchaseOf(next.body.sessionId as string),
      (purchase) => purchase.status === 'paid',
    );
    expect(await balance(user.id)).toBe(30);
    expect(await purchaseOf(sessionId)).toMatchObject({ credits_shortfall: 0 });
    expect(await ledgerOf(sessionId)).toEqual([
      ['purchase', 150],
      ['purchase_refund', -30],
      ['purchase_refund', -120],
    ]);
    await expectLedgerWhole(user.id);
  });

  it('never refunds twice: an admin refund after a Dashboard refund answers 409', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const { user, sessionId, paymentIntent } = await buy('base');
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'refunded',
    );
    const purchases = await api.get(`/api/admin/users/${user.id}/purchases`, admin);
    const purchaseId = purchases.body.items[0].id as string;
    expect(purchases.body.items[0]).toMatchObject({
      status: 'refunded',
      refundedCents: 499,
      creditsTakenBack: 150,
    });
    const again = await api.post(`/api/admin/purchases/${purchaseId}/refund`, {}, admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already refunded/);
    expect(await balance(user.id)).toBe(50);
    expect(await ledgerOf(sessionId)).toEqual([
      ['purchase', 150],
      ['purchase_refund', -150],
    ]);
    await expectLedgerWhole(user.id);
  });

  it('answers 409 when the Dashboard refunded the charge and its event has not arrived yet', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    // A provider whose webhooks cannot reach the app: the Dashboard's refund stays unannounced.
    await billing.whileWebhooksCannotArrive(async () => {
      const { token, user } = await api.registerVerified();
      const started = await api.post('/api/billing/checkout', { packId: 'base' }, token);
      const sessionId = started.body.sessionId as string;
      await payments.control('POST', `/sessions/${sessionId}/pay`);
      // The buyer's return credits it.
      const confirmed = await api.get(`/api/billing/checkout/${sessionId}`, token);
      expect(confirmed.body).toMatchObject({ status: 'paid', creditBalance: 200 });
      const { payment_intent_id: paymentIntent } = await purchaseOf(sessionId);
      await stripe.refunds.create({ payment_intent: paymentIntent! });

      const purchases = await api.get(`/api/admin/users/${user.id}/purchases`, admin);
      const refused = await api.post(
        `/api/admin/purchases/${purchases.body.items[0].id}/refund`,
        {},
        admin,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/already refunded/);
      // Nothing doubled, nothing taken yet: the provider's event will take the credits back.
      expect(await purchaseOf(sessionId)).toMatchObject({ status: 'paid', refunded_cents: 0 });
      expect(await balance(user.id)).toBe(200);
      await expectLedgerWhole(user.id);
    });
  });

  it('an admin refund and its own charge.refunded webhook take the credits back once', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    const { user, sessionId, paymentIntent } = await buy('standard');
    // A partial refund in the Dashboard first: the administrator refunds the rest.
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 999 - 666 });
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.refunded_cents === 333,
    );
    const purchases = await api.get(`/api/admin/users/${user.id}/purchases`, admin);
    const refund = await api.post(
      `/api/admin/purchases/${purchases.body.items[0].id}/refund`,
      {},
      admin,
    );
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ status: 'refunded', refundedCents: 999 });
    const events = await readUntil(
      () => eventsOf('charge.refunded', paymentIntent),
      (found) => found.length === 2,
    );
    await Promise.all(events.map((event) => payments.redeliver(event.id)));
    expect(await purchaseOf(sessionId)).toMatchObject({
      status: 'refunded',
      refunded_cents: 999,
      credits_taken_back: 400,
    });
    expect(await balance(user.id)).toBe(50);
    await expectLedgerWhole(user.id);
  });

  it('freezes disputed credits, releases them when the dispute is won', async () => {
    const { user, sessionId, paymentIntent } = await buy('standard');
    const dispute = await control<{ id: string }>(`/payment_intents/${paymentIntent}/dispute`);
    const frozen = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'open',
    );
    expect(frozen).toMatchObject({ credits_held: 400 });
    expect(await balance(user.id)).toBe(50);
    // No refund while the bank holds the money: refunding would return it twice.
    const admin = (await signInAdministrator(app, api)).token;
    const purchases = await api.get(`/api/admin/users/${user.id}/purchases`, admin);
    const refused = await api.post(
      `/api/admin/purchases/${purchases.body.items[0].id}/refund`,
      {},
      admin,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/disputed/);
    await expect(stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: 'charge_disputed',
    });
    await control(`/disputes/${dispute.id}/close`, { outcome: 'won' });
    const won = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'won',
    );
    expect(won).toMatchObject({ status: 'paid', credits_held: 0 });
    expect(await balance(user.id)).toBe(450);
    // Replays of both dispute events change nothing.
    for (const type of ['charge.dispute.created', 'charge.dispute.closed'])
      for (const event of await eventsOf(type, dispute.id)) await payments.redeliver(event.id);
    expect(await balance(user.id)).toBe(450);
    expect(await ledgerOf(sessionId)).toEqual([
      ['purchase', 400],
      ['dispute_hold', -400],
      ['dispute_release', 400],
    ]);
    await expectLedgerWhole(user.id);
  });

  it('removes disputed credits for good when the dispute is lost', async () => {
    const { user, sessionId, paymentIntent } = await buy('base');
    await spend(user.id, 100); // 200 → 100: only 100 of the pack's 150 can be frozen
    const dispute = await control<{ id: string }>(`/payment_intents/${paymentIntent}/dispute`);
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'open',
    );
    expect(await balance(user.id)).toBe(0);
    await control(`/disputes/${dispute.id}/close`, { outcome: 'lost' });
    const lost = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'lost',
    );
    expect(lost).toMatchObject({ credits_held: 100, credits_shortfall: 50 });
    expect(await balance(user.id)).toBe(0);
    await expectLedgerWhole(user.id);
  });

  it('a dispute on a refunded purchase changes nothing', async () => {
    const { user, sessionId, paymentIntent } = await buy('base');
    await stripe.refunds.create({ payment_intent: paymentIntent });
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'refunded',
    );
    const dispute = await control<{ id: string }>(`/payment_intents/${paymentIntent}/dispute`);
    const [created] = await readUntil(
      () => eventsOf('charge.dispute.created', dispute.id),
      (found) => found.length === 1,
    );
    // The simulator's own delivery is handled first, so the copy below is the second sight of it.
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'open',
    );
    const answer = await postEvent({ ...created, id: `${created.id}_direct` });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('already-handled');
    await control(`/disputes/${dispute.id}/close`, { outcome: 'lost' });
    await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.dispute_status === 'lost',
    );
    expect(await purchaseOf(sessionId)).toMatchObject({
      status: 'refunded',
      credits_held: 0,
      credits_shortfall: 0,
    });
    expect(await balance(user.id)).toBe(50);
    await expectLedgerWhole(user.id);
  });

  it('fails a delayed payment that did not go through: nothing credited, the buyer sees it', async () => {
    const { token, user } = await api.registerVerified();
    const started = await api.post('/api/billing/checkout', { packId: 'base' }, token);
    const sessionId = started.body.sessionId as string;
    await control(`/sessions/${sessionId}/pay_async`, { outcome: 'failed' });
    const failed = await readUntil(
      () => purchaseOf(sessionId),
      (purchase) => purchase.status === 'failed',
    );
    expect(failed.status).toBe('failed');
    expect(await balance(user.id)).toBe(50);
    const state = await api.get(`/api/billing/checkout/${sessionId}`, token);
    expect(state.body).toMatchObject({ status: 'failed', creditBalance: 50 });
    const mine = await api.graphql<{ myPurchases: { status: string }[] }>(
      `{ myPurchases { status packName } }`,
      {},
      token,
    );
    expect(mine.data?.myPurchases).toEqual([{ status: 'failed', packName: 'Base' }]);
    await expectLedgerWhole(user.id);
    const mail = await inbox.next(user.email, /payment did not go through/);
    expect(mail.subject).toBe('Your payment did not go through: Base pack');
    for (const line of [
      'Pack: Base',
      'Amount: $4.99',
      'Nothing was charged',
      `Reference: ${sessionId}`,
    ])
      expect(mail.text).toContain(line);
  });

  it('acknowledges events for an unknown charge, and refuses a bad signature', async () => {
    const unknown = {
      id: 'evt_unknown_charge',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_unknown',
          object: 'charge',
          amount: 999,
          amount_refunded: 999,
          currency: 'usd',
          payment_intent: 'pi_unknown',
          refunded: true,
        },
      },
    };
    const answer = await postEvent(unknown);
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('unknown-charge');
    const payload = JSON.stringify({ ...unknown, id: 'evt_bad_signature' });
    const forged = await api
      .post('/api/billing/webhook', undefined)
      .set('Content-Type', 'application/json')
      .set(
        'Stripe-Signature',
        Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
      )
      .send(payload);
    expect(forged.status).toBe(400);
  });
});
