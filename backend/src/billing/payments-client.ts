import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { AppConfig } from '../config/app-config.js';
import { InvalidWebhookSignatureError, PaymentsUnavailableError } from './billing-errors.js';

/** Stripe's client options for an address like http://127.0.0.1:12111 (the simulator) or Stripe's. */
function addressOptions(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * The official Stripe SDK, configured once: Stripe itself, or the payments simulator that speaks
 * its protocol (STRIPE_API_URL). Turns the SDK's connection and server failures into one clear
 * "payments unavailable" error; its request errors (a bad parameter) stay programming errors.
 */
@Injectable()
export class PaymentsClient {
  private readonly logger = new Logger(PaymentsClient.name);
  private readonly stripe: Stripe | null;

  constructor(private readonly config: AppConfig) {
    this.stripe = config.STRIPE_SECRET_KEY
      ? new Stripe(config.STRIPE_SECRET_KEY, {
          ...addressOptions(config.STRIPE_API_URL),
          // The SDK retries network failures and 5xx with the same idempotency key.
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'PixelForge Studio' },
        })
      : null;
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  /** Runs one SDK call; an unreachable or failing provider becomes PaymentsUnavailableError. */
  async call<T>(what: string, request: (stripe: Stripe) => Promise<T>): Promise<T> {
    if (!this.stripe)
      throw new PaymentsUnavailableError('Payments are not configured on this server.');
    try {
      return await request(this.stripe);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        error instanceof Stripe.errors.StripeAuthenticationError
      ) {
        this.logger.warn(`Payment provider ${what} failed: ${error.message}`);
        throw new PaymentsUnavailableError();
      }
      throw error;
    }
  }

  /** The event, once its Stripe-Signature header proves it came from the provider unchanged. */
  verifiedEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!this.stripe || !this.config.STRIPE_WEBHOOK_SECRET)
      throw new PaymentsUnavailableError('Payments are not configured on this server.');
    if (!rawBody?.length) throw new InvalidWebhookSignatureError('the request has no body');
    if (!signature)
      throw new InvalidWebhookSignatureError('the Stripe-Signature header is missing');
    try {
      return this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET,
      );
    } catch (error) {
      throw new InvalidWebhookSignatureError(
        error instanceof Error ? error.message : 'unreadable signature',
      );
    }
  }
}
