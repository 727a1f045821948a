import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  type PaymentsSimulator,
  type PaymentsSimulatorOptions,
  type StripeEvent,
} from '../src/payments/payments-simulator.js';
import { startPayments, waitFor, WEBHOOK_SECRET } from './support/payments-client.js';

interface Delivery {
  headers: IncomingHttpHeaders;
  rawBody: string;
  eventId: string;
}

/** A tiny stand-in for the app's webhook endpoint: records each POST, answers `status()`. */
class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  status: (attempt: number) => number = () => 200;
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const eventId = (JSON.parse(rawBody) as StripeEvent).id;
      this.deliveries.push({ headers: request.headers, rawBody, eventId });
      response.writeHead(this.status(this.deliveries.length)).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/billing/webhook`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('payments simulator: signed webhooks', () => {
  let receiver: WebhookReceiver;
  let simulator: PaymentsSimulator;
  let stripe: Stripe;
  let logLines: string[];

  async function start(options: Partial<PaymentsSimulatorOptions> = {}): Promise<void> {
    logLines = [];
    ({ simulator, stripe } = await startPayments({
      webhookUrl: await receiver.start(),
      webhookRetryDelaysMs: [50, 50],
      log: (line) => logLines.push(line),
      ...options,
    }));
  }

  async function openSession(): Promise<Stripe.Checkout.Session> {
    return stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'http://app.test/ok?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/cancelled',
      client_reference_id: 'purchase-7',
      metadata: { packId: 'standard' },
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Pack' } },
        },
      ],
    });
  }

  beforeEach(() => {
    receiver = new WebhookReceiver();
  });
  afterEach(async () => {
    await simulator.close();
    await receiver.stop();
  });

  it('delivers checkout.session.completed that constructEvent verifies', async () => {
    await start();
    const session = await openSession();
    await simulator.pay(session.id);
    await waitFor(() => receiver.deliveries.length === 1);

    const [delivery] = receiver.deliveries as [Delivery];
    expect(delivery.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(delivery.headers['user-agent']).toBe('Stripe/1.0 (+https://stripe.com/docs/webhooks)');
    const signature = delivery.headers['stripe-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = stripe.webhooks.constructEvent(delivery.rawBody, signature, WEBHOOK_SECRET);
    expect(event.id).toBe(simulator.events()[0]?.id);
    expect(event.id).toMatch(/^evt_/);
    expect(event).toEqual(
      expect.objectContaining({
        object: 'event',
        type: 'checkout.session.completed',
        livemode: false,
      }),
    );
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toEqual(
      expect.objectContaining({
        id: session.id,
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: 'purchase-7',
        metadata: { packId: 'standard' },
        amount_total: 999,
      }),
    );
    expect(paid.payment_intent).toMatch(/^pi_/);
  });

  it('is refused by constructEvent with a wrong secret or a re-serialised body', async () => {
    await start();
    await simulator.pay((await openSession()).id);
    await waitFor(() => receiver.deliveries.length === 1);
    const [delivery] = receiver.deliveries as [Delivery];
    const signature = delivery.headers['stripe-signature'] as string;
    expect(() =>
      stripe.webhooks.constructEvent(delivery.rawBody, signature, 'whsec_wrong_secret'),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    const reserialised = JSON.stringify(JSON.parse(delivery.rawBody));
    expect(() => stripe.webhooks.constructEvent(reserialised, signature, WEBHOOK_SECRET)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('delivers checkout.session.expired after an expire call', async () => {
    await start();
    const session = await openSession();
    await stripe.checkout.sessions.expire(session.id);
    await waitFor(() => receiver.deliveries.length === 1);
    const [delivery] = receiver.deliveries as [Delivery];
    const event = stripe.webhooks.constructEvent(
      delivery.rawBody,
      delivery.headers['stripe-signature'] as string,
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('checkout.session.expired');
    expect((event.data.object as Stripe.Checkout.Session).status).toBe('expired');
  });

  it('retries after a 500 with the same event and stops at the first 2xx', async () => {
    await start();
    receiver.status = (attempt) => (attempt === 1 ? 500 : 200);
    await simulator.pay((await openSession()).id);
    await waitFor(() => receiver.deliveries.length === 2);
    await sleep(200); // time for a third attempt, which must not come
    expect(receiver.deliveries).toHaveLength(2);
    const [first, second] = receiver.deliveries as [Delivery, Delivery];
    expect(second.eventId).toBe(first.eventId);
    expect(() =>
      stripe.webhooks.constructEvent(
        second.rawBody,
        second.headers['stripe-signature'] as string,
        WEBHOOK_SECRET,
      ),
    ).not.toThrow();
    expect(simulator.events()[0]?.pending_webhooks).toBe(0);
    expect(logLines.some((line) => line.includes('→ 500 (attempt 1 of 3), retrying'))).toBe(true);
  });

  it('gives up once the retry delays run out', async () => {
    await start();
    receiver.status = () => 500;
    await simulator.pay((await openSession()).id);
    await waitFor(() => receiver.deliveries.length === 3);
    // The third answer is logged as the last: after it, no fourth attempt.
    await waitFor(() => logLines.at(-1)?.includes('giving up') === true);
    await sleep(200);
    expect(receiver.deliveries).toHaveLength(3);
    expect(simulator.events()[0]?.pending_webhooks).toBe(1);
    expect(logLines.at(-1)).toContain('giving up');
  });

  it('retries after a network error', async () => {
    const unreachable = new WebhookReceiver();
    const url = await unreachable.start();
    await unreachable.stop(); // nothing listens there any more
    await start({ webhookUrl: url });
    await simulator.pay((await openSession()).id);
    await waitFor(() => logLines.length === 3);
    expect(logLines[0]).toMatch(/→ \S+ \(attempt 1 of 3\), retrying in 50 ms/);
    expect(logLines[2]).toContain('giving up');
  });

  it('stops pending retries on close', async () => {
    await start({ webhookRetryDelaysMs: [300] });
    receiver.status = () => 500;
    await simulator.pay((await openSession()).id);
    await waitFor(() => receiver.deliveries.length === 1);
    await simulator.close();
    await sleep(500);
    expect(receiver.deliveries).toHaveLength(1);
  });

  it('redelivers the same event id with a fresh signature', async () => {
    await start();
    await simulator.pay((await openSession()).id);
    await waitFor(() => receiver.deliveries.length === 1);
    const eventId = simulator.events()[0]?.id as string;

    receiver.status = () => 202;
    expect(await simulator.redeliver(eventId)).toBe(202);
    const response = await fetch(`${simulator.url}/_simulator/events/${eventId}/redeliver`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 202 });

    expect(receiver.deliveries.map((delivery) => delivery.eventId)).toEqual([
      eventId,
      eventId,
      eventId,
    ]);
    for (const delivery of receiver.deliveries) {
      const event = stripe.webhooks.constructEvent(
        delivery.rawBody,
        delivery.headers['stripe-signature'] as string,
        WEBHOOK_SECRET,
      );
      expect(event.id).toBe(eventId);
    }
    await expect(simulator.redeliver('evt_unknown')).rejects.toThrow(
      "No such event: 'evt_unknown'",
    );
  });

  it('pays and lists events through the control endpoints', async () => {
    await start();
    const session = await openSession();
    const paid = await fetch(`${simulator.url}/_simulator/sessions/${session.id}/pay`, {
      method: 'POST',
    });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual(
      expect.objectContaining({ id: session.id, status: 'complete', payment_status: 'paid' }),
    );
    await waitFor(() => receiver.deliveries.length === 1);

    const listed = (await (await fetch(`${simulator.url}/_simulator/events`)).json()) as {
      object: string;
      data: StripeEvent[];
    };
    expect(listed.object).toBe('list');
    expect(listed.data.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(listed.data[0]?.id).toBe(receiver.deliveries[0]?.eventId);

    const unknown = await fetch(`${simulator.url}/_simulator/sessions/cs_test_nope/pay`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
  });

  it('only records events when no webhook URL is configured', async () => {
    await start({ webhookUrl: undefined });
    await simulator.pay((await openSession()).id);
    await sleep(100);
    expect(receiver.deliveries).toHaveLength(0);
    const [event] = simulator.events();
    expect(event?.type).toBe('checkout.session.completed');
    expect(event?.pending_webhooks).toBe(0);
    await expect(simulator.redeliver(event?.id as string)).rejects.toThrow(/no webhook URL/);
  });
});
