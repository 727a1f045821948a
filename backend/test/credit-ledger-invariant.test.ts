import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { readUntil } from './support/read-until.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type NodeServiceProcess } from './support/node-service-process.js';
import {
  reservePaymentsSimulator,
  TEST_STRIPE_SECRET_KEY,
} from './support/payments-simulator-process.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { type TestApp } from './support/test-app.js';

const GENERATE = `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { creditsCharged } }`;

/**
 * The ledger's promise under a mixed concurrent workload: generations that succeed, fail, are
 * recovered after a provider failure or reconciled later; administrator grants; purchases whose
 * webhook is delivered many times at once while the buyer returns; administrator refunds; and,
 * made in Stripe's Dashboard while generations spend the credits, two partial refunds and a
 * dispute that is lost. Afterwards every user's ledger sums to their balance, no balance (nor any
 * balance_after) is negative, each generation and checkout moved credits once, and each purchase's
 * record of what was taken back matches its ledger rows.
 */
describe('credit ledger invariant under concurrency', () => {
  let provider: SimulatorProcess;
  let payments: Awaited<ReturnType<typeof reservePaymentsSimulator>>;
  let paymentsProcess: NodeServiceProcess;
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => {
    provider = await startSimulatorProcess();
    payments = await reservePaymentsSimulator();
    ({ app, api, db } = await startAppSession({
      ...payments.appConfig,
      ...providerSettings(provider),
      RUNWARE_MAX_RETRIES: '1',
      RUNWARE_TIMEOUT_MS: '1000',
      RUNWARE_RECOVERY_MS: '1500',
      RUNWARE_RETRY_BASE_MS: '20',
      RUNWARE_RECONCILE_DELAY_MS: '200',
      // A request the machine's load made time out before the simulator refused it (a 429) is
      // never found: refunded once it would have ended.
      RUNWARE_TASK_LIFETIME_MS: '4000',
      DATABASE_POOL_SIZE: '20',
    }));
    await app.app.listen(0, '127.0.0.1');
    const { port } = app.app.getHttpServer().address() as AddressInfo;
    paymentsProcess = await payments.start(`http://127.0.0.1:${port}/api/billing/webhook`);
  });
  afterAll(async () => {
    await paymentsProcess?.stop();
    await app?.close();
    await provider?.stop();
  });

  it('keeps every ledger summing to its balance, never negative, each movement once', async () => {
    const admin = (await signInAdministrator(app, api)).token;
    // The provider's answers to the 24 generations, in arrival order: plain successes, failures
    // it accepted the task despite (recovered), tasks that failed there (refunded), refusals before
    // acceptance (resent), and tasks that stay unknown until later (reconciled or, once their
    // lifetime is over, refunded).
    const steps = [
      ...Array(6).fill({ answer: 'ok' }),
      ...Array(4).fill({ answer: 500, outcome: 'success' }),
      ...Array(3).fill({ answer: 'timeout', outcome: 'error' }),
      ...Array(3).fill({ answer: 'reset', outcome: 'success' }),
      ...Array(3).fill({ answer: 429 }),
      ...Array(3).fill({ answer: 503, outcome: 'error' }),
      ...Array(2).fill({ answer: 'timeout', outcome: 'stuck' }),
    ];
    const planned = await fetch(`${provider.controlUrl}/plan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(steps),
    });
    expect(planned.status).toBe(204);
    const users = await Promise.all([0, 1, 2, 3].map(() => api.registerVerified()));

    const generate = (token: string, index: number) =>
      api.graphql(
        GENERATE,
        {
          input: {
            prompt: `a lighthouse in a storm, take ${index}`,
            model: 'rundiffusion:130@100',
            width: 1024,
            height: 1024,
            imageCount: 1 + (index % 3),
            steps: 20 + index,
          },
        },
        token,
      );
    const grant = (userId: string, amount: number) =>
      api.post(`/api/admin/users/${userId}/credits`, { amount }, admin);
    const stripe = new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: '127.0.0.1',
      port: new URL(payments.url).port,
      protocol: 'http',
    });
    const paymentIntentOf = async (sessionId: string) =>
      (await stripe.checkout.sessions.retrieve(sessionId)).payment_intent as string;
    const simulatorControl = async (path: string, body: unknown) => {
      const answer = await fetch(`${payments.url}/_simulator${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { id: string };
    };
    /** What the Stripe Dashboard does to the last two users' purchases, mid-workload. */
    const dashboardAction = async (userIndex: number, sessionId: string) => {
      const paymentIntent = await paymentIntentOf(sessionId);
      if (userIndex === 2) {
        await stripe.refunds.create({ payment_intent: paymentIntent, amount: 333 });
        await stripe.refunds.create({ payment_intent: paymentIntent });
      } else {
        const dispute = await simulatorControl(`/payment_intents/${paymentIntent}/dispute`, {});
        await simulatorControl(`/disputes/${dispute.id}/close`, { outcome: 'lost' });
      }
    };
    const buyAndReplay = async (token: string, packId: string) => {
      const started = await api.post('/api/billing/checkout', { packId }, token);
      expect(started.status).toBe(200);
      const { sessionId } = started.body as { sessionId: string };
      await payments.control('POST', `/sessions/${sessionId}/pay`);
      const events = (
        await payments.control<{ data: { id: string; data: { object: { id: string } } }[] }>(
          'GET',
          '/events',
        )
      ).data.filter((event) => event.data.object.id === sessionId);
      // The buyer's return and several redeliveries, all at once.
      await Promise.all([
        api.get(`/api/billing/checkout/${sessionId}`, token),
        api.get(`/api/billing/checkout/${sessionId}`, token),
        ...events.flatMap((event) => [0, 1, 2].map(() => payments.redeliver(event.id))),
      ]);
      return sessionId;
    };

    await Promise.all(
      users.flatMap(({ token, user }, userIndex) => [
        ...Array.from({ length: 6 }, (_, index) => generate(token, userIndex * 10 + index)),
        grant(user.id, 3.25 + userIndex),
        grant(user.id, 0.5),
        buyAndReplay(token, userIndex % 2 ? 'base' : 'standard').then(async (sessionId) => {
          if (userIndex >= 2) return dashboardAction(userIndex, sessionId);
          // Refund the first two users' purchases while their generations still run.
          const purchases = await api.get(`/api/admin/users/${user.id}/purchases`, admin);
          const purchase = (
            purchases.body.items as { id: string; checkoutSessionId: string }[]
          ).find((item) => item.checkoutSessionId === sessionId);
          const refund = await api.post(`/api/admin/purchases/${purchase!.id}/refund`, {}, admin);
          // Refused only when the credits were already spent; never anything else.
          expect([200, 409]).toContain(refund.status);
        }),
      ]),
    );

    const ids = users.map(({ user }) => user.id);
    // The tasks still unknown finish at the provider; the reconciliation job settles them. There
    // may be none: a stuck task whose lifetime (RUNWARE_TASK_LIFETIME_MS, 4 s here) ends while a
    // loaded machine still runs the workload is refunded as never accepted instead, which the
    // ledger must show as well. (Settling a reconciled task is provider-recovery.test's subject.)
    const unknown: { task_uuid: string }[] = await db.query(
      `SELECT task_uuid FROM generations WHERE user_id = ANY($1) AND status = 'unknown'`,
      [ids],
    );
    for (const [index, { task_uuid }] of unknown.entries()) {
      await fetch(`${provider.controlUrl}/tasks/${task_uuid}/finish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: index % 2 ? 'error' : 'success' }),
      });
    }
    await readUntil(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM generations WHERE user_id = ANY($1) AND status = 'unknown'`,
            [ids],
          )
        )[0].n as number,
      (stillUnknown) => stillUnknown === 0,
      { withinMs: 20_000, everyMs: 200 },
    );

    const balances = await db.query(
      `SELECT u.id, u.credit_balance::numeric AS balance,
         (SELECT coalesce(sum(amount), 0) FROM credit_ledger l WHERE l.user_id = u.id) AS ledger,
         (SELECT coalesce(min(balance_after), 0) FROM credit_ledger l WHERE l.user_id = u.id) AS lowest
       FROM users u WHERE u.id = ANY($1)`,
      [ids],
    );
    expect(balances).toHaveLength(4);
    for (const row of balances as { balance: string; ledger: string; lowest: string }[]) {
      expect(row.ledger).toBe(row.balance);
      expect(Number(row.balance)).toBeGreaterThanOrEqual(0);
      expect(Number(row.lowest)).toBeGreaterThanOrEqual(0);
    }

    // Each generation: one hold, and exactly one of settle/refund once it finished.
    const generations = await db.query(
      `SELECT g.status,
         count(*) FILTER (WHERE l.kind = 'reserve')::int AS reserves,
         count(*) FILTER (WHERE l.kind IN ('settle', 'refund'))::int AS closings
       FROM generations g LEFT JOIN credit_ledger l ON l.generation_id = g.id
       WHERE g.user_id = ANY($1) GROUP BY g.id, g.status`,
      [ids],
    );
    expect(generations).toHaveLength(24);
    const outcomes = new Set(generations.map((g: { status: string }) => g.status));
    expect(outcomes).toEqual(new Set(['succeeded', 'failed']));
    for (const generation of generations as { reserves: number; closings: number }[]) {
      expect(generation.reserves).toBe(1);
      expect(generation.closings).toBe(1);
    }

    // Each checkout: credited once; what the purchase says it took back is what its rows took.
    // The Dashboard's refunds and the dispute reach the app by webhook: wait for their last events.
    const dashboardDone = await readUntil(
      async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM credit_purchases
             WHERE (user_id = $1 AND status = 'refunded') OR (user_id = $2 AND dispute_status = 'lost')`,
            [ids[2], ids[3]],
          )
        )[0].n as number,
      (settled) => settled === 2,
    );
    expect(dashboardDone).toBe(2);
    const checkouts = await db.query(
      `SELECT p.status, p.dispute_status,
         p.credits_taken_back::float AS taken, p.credits_held::float AS held,
         (SELECT count(*)::int FROM credit_ledger l WHERE l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase') AS credited,
         (SELECT coalesce(-sum(amount), 0)::float FROM credit_ledger l WHERE l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase_refund') AS refunded,
         (SELECT coalesce(-sum(amount), 0)::float FROM credit_ledger l WHERE l.checkout_session_id = p.checkout_session_id AND l.kind = 'dispute_hold') AS frozen
       FROM credit_purchases p WHERE p.user_id = ANY($1)`,
      [ids],
    );
    expect(checkouts).toHaveLength(4);
    const statuses = checkouts.map((c: { status: string }) => c.status);
    expect(
      statuses.filter((status: string) => status === 'refunded').length,
    ).toBeGreaterThanOrEqual(1);
    expect(checkouts.some((c: { dispute_status: string }) => c.dispute_status === 'lost')).toBe(
      true,
    );
    for (const checkout of checkouts as {
      credited: number;
      refunded: number;
      taken: number;
      frozen: number;
      held: number;
    }[]) {
      expect(checkout.credited).toBe(1);
      expect(checkout.refunded).toBeCloseTo(checkout.taken, 4);
      expect(checkout.frozen).toBeCloseTo(checkout.held, 4);
    }
  });
});
