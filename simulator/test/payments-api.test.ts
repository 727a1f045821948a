import Stripe from 'stripe';
import { parseFormBody } from '../src/payments/http/form-body.js';
import { type PaymentsSimulator } from '../src/payments/payments-simulator.js';
import { SECRET_KEY, startPayments, stripeFor } from './support/payments-client.js';

function packSession(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing/cancelled',
    client_reference_id: 'user-42',
    metadata: { packId: 'standard', credits: '100' },
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Standard pack' } },
      },
    ],
    ...overrides,
  };
}

/** The Stripe error a call rejects with. */
async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

describe('payments simulator: Checkout Sessions through the stripe SDK', () => {
  let simulator: PaymentsSimulator;
  let stripe: Stripe;
  beforeAll(async () => ({ simulator, stripe } = await startPayments()));
  afterAll(() => simulator.close());

  it('creates a session with Stripe’s fields and the hosted page URL', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await stripe.checkout.sessions.create(
      packSession({ customer_email: 'buyer@example.com' }),
    );
    expect(session).toEqual(
      expect.objectContaining({
        object: 'checkout.session',
        url: `${simulator.url}/pay/${session.id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: 999,
        amount_subtotal: 999,
        currency: 'usd',
        mode: 'payment',
        client_reference_id: 'user-42',
        metadata: { packId: 'standard', credits: '100' },
        payment_intent: null,
        success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://app.test/billing/cancelled',
        livemode: false,
        customer_email: 'buyer@example.com',
      }),
    );
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session.created).toBeGreaterThanOrEqual(before);
    expect(session.expires_at).toBe(session.created + 24 * 60 * 60);
    expect(session.lastResponse.requestId).toMatch(/^req_/);
  });

  it('echoes null and {} when client_reference_id, metadata and customer_email are absent', async () => {
    const session = await stripe.checkout.sessions.create(
      packSession({ client_reference_id: undefined, metadata: undefined }),
    );
    expect(session.client_reference_id).toBeNull();
    expect(session.metadata).toEqual({});
    expect(session.customer_email).toBeNull();
  });

  it('multiplies the unit amount by the quantity', async () => {
    const session = await stripe.checkout.sessions.create(
      packSession({
        line_items: [
          {
            quantity: 3,
            price_data: { currency: 'EUR', unit_amount: 250, product_data: { name: 'Mini' } },
          },
        ],
      }),
    );
    expect(session.amount_total).toBe(750);
    expect(session.currency).toBe('eur');
  });

  it('answers the same session again for a repeated idempotency key', async () => {
    const idempotencyKey = `purchase-${Date.now()}`;
    const first = await stripe.checkout.sessions.create(packSession(), { idempotencyKey });
    const second = await stripe.checkout.sessions.create(packSession(), { idempotencyKey });
    expect(second.id).toBe(first.id);
    expect(second.lastResponse.headers['idempotent-replayed']).toBe('true');
    const other = await stripe.checkout.sessions.create(packSession());
    expect(other.id).not.toBe(first.id);
  });

  it('refuses an idempotency key reused with other parameters', async () => {
    const idempotencyKey = `purchase-other-${Date.now()}`;
    await stripe.checkout.sessions.create(packSession(), { idempotencyKey });
    const error = await refusal(
      stripe.checkout.sessions.create(packSession({ client_reference_id: 'someone-else' }), {
        idempotencyKey,
      }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.type).toBe('StripeIdempotencyError');
    expect(error.statusCode).toBe(400);
  });

  it('retrieves a session as it is now', async () => {
    const created = await stripe.checkout.sessions.create(packSession());
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.id).toBe(created.id);
    expect(retrieved.status).toBe('open');
    await simulator.pay(created.id);
    const paid = await stripe.checkout.sessions.retrieve(created.id);
    expect(paid.status).toBe('complete');
    expect(paid.payment_status).toBe('paid');
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(paid.url).toBeNull();
  });

  it('answers resource_missing for an unknown session', async () => {
    const error = await refusal(stripe.checkout.sessions.retrieve('cs_test_unknown'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.param).toBe('session');
    expect(error.message).toBe("No such checkout.session: 'cs_test_unknown'");
  });

  it('expires an open session once, with its event, and refuses a second expire', async () => {
    const session = await stripe.checkout.sessions.create(packSession());
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect(expired.url).toBeNull();
    const events = simulator.events().filter((event) => event.data.object.id === session.id);
    expect(events.map((event) => event.type)).toEqual(['checkout.session.expired']);
    expect(events[0]?.request.id).toBe(expired.lastResponse.requestId);

    const error = await refusal(stripe.checkout.sessions.expire(session.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain(
      'Only Checkout Sessions with a status in ["open"] can be expired',
    );
  });

  it('refuses to expire a paid session', async () => {
    const session = await stripe.checkout.sessions.create(packSession());
    await simulator.pay(session.id);
    const error = await refusal(stripe.checkout.sessions.expire(session.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses a wrong secret key with StripeAuthenticationError', async () => {
    const error = await refusal(
      stripeFor(simulator, 'sk_test_not_the_right_key').checkout.sessions.create(packSession()),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_\*+_key$/);
  });

  it('refuses a request without a key with 401 invalid_request_error', async () => {
    const response = await fetch(`${simulator.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('You did not provide an API key');
  });

  it('names the missing parameter', async () => {
    const error = await refusal(
      stripe.checkout.sessions.create(packSession({ success_url: undefined })),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.code).toBe('parameter_missing');
    expect(error.param).toBe('success_url');
    expect(error.message).toBe('Missing required param: success_url.');
  });

  const item = (line: Partial<Stripe.Checkout.SessionCreateParams.LineItem>) => ({
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: 999, product_data: { name: 'Pack' } },
        ...line,
      },
    ],
  });
  const nowSeconds = Math.floor(Date.now() / 1000);
  const refusals: [
    string,
    Partial<Stripe.Checkout.SessionCreateParams>,
    string,
    string | undefined,
  ][] = [
    ['mode subscription', { mode: 'subscription' }, 'mode', undefined],
    ['a cancel_url that is not a URL', { cancel_url: 'not a url' }, 'cancel_url', 'url_invalid'],
    ['no line item', { line_items: [] }, 'line_items', 'parameter_missing'],
    [
      'two line items',
      { line_items: [...item({}).line_items, ...item({}).line_items] },
      'line_items',
      undefined,
    ],
    ['quantity 0', item({ quantity: 0 }), 'line_items[0][quantity]', 'parameter_invalid_integer'],
    [
      'unit_amount 0',
      item({ price_data: { currency: 'usd', unit_amount: 0, product_data: { name: 'Pack' } } }),
      'line_items[0][price_data][unit_amount]',
      'parameter_invalid_integer',
    ],
    [
      'a line item without product_data',
      item({ price_data: { currency: 'usd', unit_amount: 999 } }),
      'line_items[0][price_data][product_data]',
      'parameter_missing',
    ],
    [
      'a saved price',
      { line_items: [{ quantity: 1, price: 'price_123' }] },
      'line_items[0][price]',
      undefined,
    ],
    ['a bad customer_email', { customer_email: 'nobody' }, 'customer_email', 'email_invalid'],
    ['expires_at in 1 minute', { expires_at: nowSeconds + 60 }, 'expires_at', undefined],
    ['expires_at in 25 hours', { expires_at: nowSeconds + 25 * 3600 }, 'expires_at', undefined],
  ];
  it.each(refusals)('refuses %s, naming the param', async (_label, overrides, param, code) => {
    const error = await refusal(stripe.checkout.sessions.create(packSession(overrides)));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe(param);
    expect(error.code).toBe(code);
  });

  it('refuses a unit_amount that is not an integer with parameter_invalid_integer', async () => {
    const response = await fetch(`${simulator.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${SECRET_KEY}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body:
        'mode=payment&success_url=http://a.test/ok&cancel_url=http://a.test/no&line_items[0][quantity]=1' +
        '&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=9.99' +
        '&line_items[0][price_data][product_data][name]=Pack',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'Invalid integer: 9.99',
        param: 'line_items[0][price_data][unit_amount]',
      },
    });
  });

  it('accepts expires_at between 30 minutes and 24 hours ahead', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const session = await stripe.checkout.sessions.create(packSession({ expires_at: expiresAt }));
    expect(session.expires_at).toBe(expiresAt);
  });

  it('answers unknown routes with Stripe’s 404 shape, a request id and JSON', async () => {
    const response = await fetch(`${simulator.url}/v1/customers`, {
      headers: { Authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('request-id')).toMatch(/^req_/);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toContain('Unrecognized request URL (GET: /v1/customers)');
  });

  it('answers /health', async () => {
    const response = await fetch(`${simulator.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', service: 'payments-simulator' });
  });
});

describe('payments simulator: refunds through the stripe SDK', () => {
  let simulator: PaymentsSimulator;
  let stripe: Stripe;
  beforeAll(async () => ({ simulator, stripe } = await startPayments()));
  afterAll(() => simulator.close());

  async function paidIntent(): Promise<string> {
    const session = await stripe.checkout.sessions.create(packSession());
    const paid = await simulator.pay(session.id);
    return paid.payment_intent as string;
  }

  it('refunds the whole amount by default', async () => {
    const paymentIntent = await paidIntent();
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(refund).toEqual(
      expect.objectContaining({
        object: 'refund',
        amount: 999,
        currency: 'usd',
        payment_intent: paymentIntent,
        status: 'succeeded',
      }),
    );
    expect(refund.id).toMatch(/^re_/);
    expect(refund.created).toBeGreaterThan(0);
  });

  it('refunds partially, then what remains, then refuses charge_already_refunded', async () => {
    const paymentIntent = await paidIntent();
    const partial = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 400 });
    expect(partial.amount).toBe(400);
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(599);
    const error = await refusal(stripe.refunds.create({ payment_intent: paymentIntent }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.code).toBe('charge_already_refunded');
  });

  it('refuses more than what remains with amount_too_large', async () => {
    const paymentIntent = await paidIntent();
    await stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 });
    const error = await refusal(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 500 }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('amount_too_large');
    expect(error.message).toBe(
      'Refund amount ($5.00) is greater than unrefunded amount on charge ($4.99)',
    );
  });

  it('answers resource_missing for an unknown payment intent', async () => {
    const error = await refusal(stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.param).toBe('payment_intent');
  });
});

describe('payments simulator: sessions expire when expires_at passes', () => {
  it('expires an open session once its time is up, with checkout.session.expired', async () => {
    let now = Date.now();
    const { simulator, stripe } = await startPayments({ now: () => now });
    try {
      const session = await stripe.checkout.sessions.create(packSession());
      now += 24 * 60 * 60 * 1000 - 1000;
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
      now += 1000;
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
      expect(simulator.events().map((event) => event.type)).toEqual(['checkout.session.expired']);
    } finally {
      await simulator.close();
    }
  });
});

describe('payments simulator: form bodies with bracketed keys', () => {
  it('nests objects, keeps list indexes and appends []', () => {
    expect(
      parseFormBody(
        'mode=payment&line_items[0][price_data][unit_amount]=999&line_items[0][quantity]=1' +
          '&metadata[packId]=p1&expand[]=a&expand[]=b&name=a%20b',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: { '0': { price_data: { unit_amount: '999' }, quantity: '1' } },
      metadata: { packId: 'p1' },
      expand: ['a', 'b'],
      name: 'a b',
    });
  });

  it('refuses a key given both as a value and as a hash, and prototype keys', () => {
    expect(() => parseFormBody('metadata=x&metadata[a]=y')).toThrow(
      /both as a value and as a hash/,
    );
    expect(() => parseFormBody('__proto__[polluted]=1')).toThrow(/Invalid parameter name/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
