import type Stripe from 'stripe';
import {
  type CheckoutSession,
  type PaymentsSimulator,
} from '../src/payments/payments-simulator.js';
import { startPayments } from './support/payments-client.js';

const SUCCESS_URL = 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://app.test/billing/cancelled';

function createSession(stripe: Stripe, name = 'Standard pack', quantity = 1) {
  return stripe.checkout.sessions.create({
    mode: 'payment',
    success_url: SUCCESS_URL,
    cancel_url: CANCEL_URL,
    line_items: [
      { quantity, price_data: { currency: 'usd', unit_amount: 999, product_data: { name } } },
    ],
  });
}

/** What a browser gets for a hosted page, without following redirects. */
async function browse(url: string, method: 'GET' | 'POST' = 'GET') {
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    ...(method === 'POST'
      ? { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' }
      : {}),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

/** The accessible names of the page's buttons (their text: the page uses no aria labels). */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1] ?? '');
}

/** The form a button submits: its method and action, resolved against the page URL. */
function formOf(html: string, pageUrl: string, buttonName: string) {
  const form = [...html.matchAll(/<form method="(\w+)" action="([^"]+)">([\s\S]*?)<\/form>/g)].find(
    (match) => (match[3] ?? '').includes(`>${buttonName}</button>`),
  );
  if (!form) throw new Error(`No form with a "${buttonName}" button`);
  return {
    method: (form[1] as string).toUpperCase(),
    url: new URL(form[2] as string, pageUrl).href,
  };
}

describe('payments simulator: the hosted checkout page', () => {
  let simulator: PaymentsSimulator;
  let stripe: Stripe;
  beforeAll(async () => ({ simulator, stripe } = await startPayments()));
  afterAll(() => simulator.close());

  it('shows the product, the amount, the note and the Pay and Cancel buttons', async () => {
    const session = await createSession(stripe);
    const page = await browse(session.url as string);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<title>Checkout — Payments simulator</title>');
    expect(page.html).toContain('Standard pack');
    expect(page.html).toContain('$9.99');
    expect(page.html).toContain('Simulated payment — no card is charged');
    expect(buttons(page.html)).toEqual(['Pay $9.99', 'Cancel']);
    // Self-contained: no scripts, stylesheets or images from elsewhere.
    expect(page.html).not.toMatch(/<script|<link|<img|src=/);
  });

  it('pays through the form: 303 to success_url with the session id, one completed event', async () => {
    const session = await createSession(stripe);
    const page = await browse(session.url as string);
    const pay = formOf(page.html, session.url as string, 'Pay $9.99');
    expect(pay).toEqual({ method: 'POST', url: `${simulator.url}/pay/${session.id}/complete` });

    const answer = await browse(pay.url, 'POST');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`http://app.test/billing/success?session_id=${session.id}`);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toEqual(expect.objectContaining({ status: 'complete', payment_status: 'paid' }));
    expect(paid.payment_intent).toMatch(/^pi_/);

    const again = await browse(pay.url, 'POST');
    expect(again.status).toBe(303);
    expect(again.location).toBe(answer.location);
    const completed = simulator.events().filter((event) => event.data.object.id === session.id);
    expect(completed.map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect((completed[0]?.data.object as CheckoutSession).payment_status).toBe('paid');

    const after = await browse(`${simulator.url}/pay/${session.id}`);
    expect(after.html).toContain('This checkout session is already paid.');
    expect(buttons(after.html)).toEqual([]);
  });

  it('cancels back to cancel_url and leaves the session open', async () => {
    const session = await createSession(stripe);
    const page = await browse(session.url as string);
    const cancel = formOf(page.html, session.url as string, 'Cancel');
    const answer = await browse(cancel.url, cancel.method as 'POST');
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(CANCEL_URL);
    const link = await browse(cancel.url, 'GET');
    expect(link.location).toBe(CANCEL_URL);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(simulator.events().filter((event) => event.data.object.id === session.id)).toEqual([]);
  });

  it('shows an expired session without a Pay button and refuses to pay it', async () => {
    const session = await createSession(stripe);
    await stripe.checkout.sessions.expire(session.id);
    const page = await browse(`${simulator.url}/pay/${session.id}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('This checkout session has expired.');
    expect(buttons(page.html)).toEqual([]);

    const answer = await browse(`${simulator.url}/pay/${session.id}/complete`, 'POST');
    expect(answer.status).toBe(400);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.html).toContain('This checkout session has expired.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('answers 404 pages for an unknown session', async () => {
    for (const [path, method] of [
      ['/pay/cs_test_unknown', 'GET'],
      ['/pay/cs_test_unknown/complete', 'POST'],
    ] as const) {
      const page = await browse(`${simulator.url}${path}`, method);
      expect(page.status).toBe(404);
      expect(page.html).toContain('No such checkout session');
    }
  });

  it('escapes the product name and shows quantity and unit price', async () => {
    const session = await createSession(stripe, '<b>Big</b> & "bold" pack', 2);
    const page = await browse(session.url as string);
    expect(page.html).toContain('&lt;b&gt;Big&lt;/b&gt; &amp; &quot;bold&quot; pack');
    expect(page.html).not.toContain('<b>Big</b>');
    expect(page.html).toContain('Qty 2 × $9.99');
    expect(buttons(page.html)).toEqual(['Pay $19.98', 'Cancel']);
  });
});

describe('payments simulator: public URL', () => {
  it('hands out hosted page URLs under publicUrl', async () => {
    const { simulator, stripe } = await startPayments({ publicUrl: 'https://pay.example.test/' });
    try {
      const session = await createSession(stripe);
      expect(session.url).toBe(`https://pay.example.test/pay/${session.id}`);
    } finally {
      await simulator.close();
    }
  });
});
