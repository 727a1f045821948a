import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import type Stripe from 'stripe';
import { type PaymentsSimulator } from '../src/payments/payments-simulator.js';
import { startPayments, waitFor, WEBHOOK_SECRET } from './support/payments-client.js';

/** Records every event POSTed to it, verified by the SDK's constructEvent. */
class VerifyingReceiver {
  readonly events: Stripe.Event[] = [];
  readonly refused: string[] = [];
  private stripe: Stripe | undefined;
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        this.events.push(
          this.stripe!.webhooks.constructEvent(
            Buffer.concat(chunks),
            request.headers['stripe-signature'] as string,
            WEBHOOK_SECRET,
          ),
        );
        response.writeHead(200).end();
      } catch (error) {
        this.refused.push((error as Error).message);
        response.writeHead(400).end();
      }
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }
  use(stripe: Stripe) {
    this.stripe = stripe;
  }
  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('payments simulator: refunds, disputes and delayed payments announce their events', () => {
  let receiver: VerifyingReceiver;
  let simulator: PaymentsSimulator;
  let stripe: Stripe;

  beforeEach(async () => {
    receiver = new VerifyingReceiver();
    ({ simulator, stripe } = await startPayments({
      webhookUrl: await receiver.start(),
      webhookRetryDelaysMs: [],
    }));
    receiver.use(stripe);
  });
  afterEach(async () => {
    await simulator.close();
    await receiver.stop();
  });

  const openSession = () =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://app.test/ok',
      cancel_url: 'http://app.test/cancelled',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Pack' } },
        },
      ],
    });
  const paidIntent = async () => {
    const session = await openSession();
    const paid = await simulator.pay(session.id);
    return paid.payment_intent!;
  };
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${simulator.url}/_simulator${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const received = (type: string) => receiver.events.filter((event) => event.type === type);

  it('announces each refund, whoever made it, with the charge’s running refunded total', async () => {
    const intent = await paidIntent();
    const first = await stripe.refunds.create({ payment_intent: intent, amount: 300 });
    await stripe.refunds.create({ payment_intent: intent });
    await waitFor(() => received('charge.refunded').length === 2);

    const refundsCreated = received('refund.created').map(
      (event) => event.data.object as Stripe.Refund,
    );
    expect(refundsCreated.map((refund) => [refund.id, refund.amount, refund.status])).toEqual([
      [first.id, 300, 'succeeded'],
      [expect.stringMatching(/^re_/), 699, 'succeeded'],
    ]);
    const charges = received('charge.refunded').map((event) => event.data.object as Stripe.Charge);
    expect(
      charges.map((charge) => [charge.amount, charge.amount_refunded, charge.refunded]),
    ).toEqual([
      [999, 300, false],
      [999, 999, true],
    ]);
    expect(charges[0]).toMatchObject({ object: 'charge', payment_intent: intent });
    expect(charges[0]!.id).toBe(first.charge);
    // The request that caused it is named, as Stripe does.
    expect(received('charge.refunded')[0]!.request?.id).toMatch(/^req_/);
    expect(receiver.refused).toEqual([]);
  });

  it('raises a dispute and closes it won or lost from the control endpoint', async () => {
    const intent = await paidIntent();
    const opened = await control(`/payment_intents/${intent}/dispute`, { amount: 500 });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      object: 'dispute',
      amount: 500,
      payment_intent: intent,
      status: 'needs_response',
    });
    expect(opened.body.id).toMatch(/^du_/);
    const twice = await control(`/payment_intents/${intent}/dispute`);
    expect(twice.status).toBe(400);
    // While the bank holds the money, the charge cannot be refunded as well.
    await expect(stripe.refunds.create({ payment_intent: intent })).rejects.toMatchObject({
      code: 'charge_disputed',
    });

    const closed = await control(`/disputes/${opened.body.id as string}/close`, {
      outcome: 'lost',
    });
    expect(closed.body).toMatchObject({ status: 'lost' });
    await waitFor(() => received('charge.dispute.closed').length === 1);
    expect(receiver.events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'charge.dispute.created',
      'charge.dispute.funds_withdrawn',
      'charge.dispute.closed',
    ]);
    expect((received('charge.dispute.closed')[0]!.data.object as Stripe.Dispute).status).toBe(
      'lost',
    );
    const again = await control(`/disputes/${opened.body.id as string}/close`, { outcome: 'won' });
    expect(again.status).toBe(400);

    const other = await control(`/payment_intents/${await paidIntent()}/dispute`);
    await control(`/disputes/${other.body.id as string}/close`, { outcome: 'won' });
    await waitFor(() => received('charge.dispute.closed').length === 2);
    expect(received('charge.dispute.funds_reinstated')).toHaveLength(1);
    expect((await control(`/disputes/${other.body.id as string}/close`, {})).status).toBe(400);
    expect((await control('/payment_intents/pi_missing/dispute')).status).toBe(404);
  });

  it('fails a delayed payment: completed unpaid, then async_payment_failed; nothing to refund', async () => {
    const session = await openSession();
    const answer = await control(`/sessions/${session.id}/pay_async`, { outcome: 'failed' });
    expect(answer.body).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    await waitFor(() => receiver.events.length === 2);
    expect(
      receiver.events.map((event) => [
        event.type,
        (event.data.object as Stripe.Checkout.Session).payment_status,
      ]),
    ).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_failed', 'unpaid'],
    ]);
    await expect(
      stripe.refunds.create({ payment_intent: answer.body.payment_intent as string }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
    expect((await control(`/sessions/${session.id}/pay_async`, { outcome: 'failed' })).status).toBe(
      400,
    );

    const later = await openSession();
    expect((await control(`/sessions/${later.id}/pay_async`, { outcome: 'maybe' })).status).toBe(
      400,
    );
    await control(`/sessions/${later.id}/pay_async`, { outcome: 'succeeded' });
    await waitFor(() => received('checkout.session.async_payment_succeeded').length === 1);
    const succeeded = received('checkout.session.async_payment_succeeded')[0]!.data
      .object as Stripe.Checkout.Session;
    expect(succeeded.payment_status).toBe('paid');
  });
});
