import { ParamReader } from '../api/param-reader.js';
import { type FormFields } from '../http/form-body.js';
import { invalidRequest, missingParam } from '../stripe-error.js';

/** The largest amount Stripe accepts for a charge in the smallest currency unit ($999,999.99). */
export const MAX_AMOUNT = 99_999_999;
const MIN_LIFETIME_SECONDS = 30 * 60;
export const MAX_LIFETIME_SECONDS = 24 * 60 * 60;
const MAX_CLIENT_REFERENCE_LENGTH = 200;
const MAX_URL_LENGTH = 5000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A validated `POST /v1/checkout/sessions` request (the supported subset). */
export interface CheckoutSessionParams {
  productName: string;
  productDescription: string | null;
  unitAmount: number;
  quantity: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  /** Unix seconds, when given; otherwise the session lasts 24 hours. */
  expiresAt: number | undefined;
}

/**
 * Validates a Checkout Session create request: mode `payment`, exactly one `price_data` line item,
 * `success_url` and `cancel_url`. Parameters outside the subset are accepted and ignored.
 */
export function readCheckoutSessionParams(
  fields: FormFields,
  nowSeconds: number,
): CheckoutSessionParams {
  const params = new ParamReader(fields);
  readMode(params);
  const uiMode = params.string('ui_mode');
  if (uiMode !== undefined && uiMode !== 'hosted') {
    throw invalidRequest('The payments simulator supports only ui_mode=hosted.', 'ui_mode');
  }

  const item = readLineItem(params);
  const amountTotal = item.unitAmount * item.quantity;
  if (amountTotal > MAX_AMOUNT) {
    throw invalidRequest(
      `The Checkout Session's total amount due must be no more than ${MAX_AMOUNT} (in the currency's smallest unit).`,
      'line_items',
    );
  }

  const clientReferenceId = params.string('client_reference_id') ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > MAX_CLIENT_REFERENCE_LENGTH) {
    throw invalidRequest(
      `Invalid client_reference_id: must be at most ${MAX_CLIENT_REFERENCE_LENGTH} characters.`,
      'client_reference_id',
    );
  }
  const customerEmail = params.string('customer_email') ?? null;
  if (customerEmail !== null && !EMAIL.test(customerEmail)) {
    throw invalidRequest(
      `Invalid email address: ${customerEmail}`,
      'customer_email',
      'email_invalid',
    );
  }

  return {
    ...item,
    successUrl: readUrl(params, 'success_url'),
    cancelUrl: readUrl(params, 'cancel_url'),
    clientReferenceId,
    customerEmail,
    metadata: params.metadata('metadata'),
    expiresAt: readExpiresAt(params, nowSeconds),
  };
}

function readMode(params: ParamReader): void {
  const mode = params.requiredString('mode');
  if (mode === 'payment') return;
  throw invalidRequest(
    mode === 'setup' || mode === 'subscription'
      ? `The payments simulator supports only mode=payment, not ${mode}.`
      : `Invalid mode: must be one of payment, setup, or subscription.`,
    'mode',
  );
}

function readLineItem(params: ParamReader) {
  const items = params.list('line_items');
  if (!items || items.length === 0) throw missingParam('line_items');
  if (items.length > 1) {
    throw invalidRequest('The payments simulator supports exactly one line item.', 'line_items');
  }
  const item = items[0] as ParamReader;
  if (item.has('price')) {
    throw invalidRequest(
      'The payments simulator supports only price_data line items, not saved prices.',
      item.name('price'),
    );
  }
  if (!item.has('price_data')) {
    throw invalidRequest(
      'You must specify either `price` or `price_data` for each line item.',
      item.name('price_data'),
      'parameter_missing',
    );
  }
  const priceData = item.requiredHash('price_data');
  const currency = priceData.requiredString('currency');
  if (!/^[a-z]{3}$/i.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}.`, priceData.name('currency'));
  }
  const unitAmount = priceData.requiredInteger('unit_amount', 1, MAX_AMOUNT);
  if (priceData.has('product')) {
    throw invalidRequest(
      'The payments simulator supports only product_data, not saved products.',
      priceData.name('product'),
    );
  }
  const product = priceData.requiredHash('product_data');
  return {
    productName: product.requiredString('name'),
    productDescription: product.string('description') ?? null,
    unitAmount,
    quantity: item.requiredInteger('quantity', 1, MAX_AMOUNT),
    currency: currency.toLowerCase(),
  };
}

function readUrl(params: ParamReader, key: string): string {
  const url = params.requiredString(key);
  const valid =
    url.length <= MAX_URL_LENGTH &&
    URL.canParse(url) &&
    ['http:', 'https:'].includes(new URL(url).protocol);
  if (!valid) throw invalidRequest('Not a valid URL', key, 'url_invalid');
  return url;
}

function readExpiresAt(params: ParamReader, nowSeconds: number): number | undefined {
  const expiresAt = params.integer('expires_at', 0, Number.MAX_SAFE_INTEGER);
  if (expiresAt === undefined) return undefined;
  if (expiresAt < nowSeconds + MIN_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  }
  if (expiresAt > nowSeconds + MAX_LIFETIME_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }
  return expiresAt;
}
