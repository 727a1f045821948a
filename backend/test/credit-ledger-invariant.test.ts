import { type AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { readUntil } from './support/read-until.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type NodeServiceProcess } from './support/node-service-process.js';
import { reservePaymentsSimulator } from './support/payments-simulator-process.js';
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
 * webhook is delivered many times at once while the buyer returns; and purchase refunds. Afterwards every user's ledger sums to their balance, no balance
 * (nor any balance_after) is negative, and each generation and checkout moved credits once.
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
    // acceptance (resent), and tasks that stay unknown until later (reconciled).
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
        ...events.flatMap((event) =>
          [0, 1, 2].map(() => payments.control('POST', `/events/${event.id}/redeliver`)),
        ),
      ]);
      return sessionId;
    };

    await Promise.all(
      users.flatMap(({ token, user }, userIndex) => [
        ...Array.from({ length: 6 }, (_, index) => generate(token, userIndex * 10 + index)),
        grant(user.id, 3.25 + userIndex),
        grant(user.id, 0.5),
        buyAndReplay(token, userIndex % 2 ? 'base' : 'standard').then(async (sessionId) => {
          // Refund the first two users' purchases while their generations still run.
          if (userIndex >= 2) return;
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
    // The tasks that stayed unknown finish at the provider; the reconciliation job settles them.
    const unknown: { task_uuid: string }[] = await db.query(
      `SELECT task_uuid FROM generations WHERE user_id = ANY($1) AND status = 'unknown'`,
      [ids],
    );
    expect(unknown.length).toBeGreaterThan(0);
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

    // Each checkout: credited once, refunded at most once.
    const checkouts = await db.query(
      `SELECT p.status,
         (SELECT count(*)::int FROM credit_ledger l WHERE l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase') AS credited,
         (SELECT count(*)::int FROM credit_ledger l WHERE l.checkout_session_id = p.checkout_session_id AND l.kind = 'purchase_refund') AS refunded
       FROM credit_purchases p WHERE p.user_id = ANY($1)`,
      [ids],
    );
    expect(checkouts).toHaveLength(4);
    for (const checkout of checkouts as { status: string; credited: number; refunded: number }[]) {
      expect(checkout.credited).toBe(1);
      expect(checkout.refunded).toBe(checkout.status === 'refunded' ? 1 : 0);
    }
  });
});
