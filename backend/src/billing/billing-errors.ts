import { domainError } from '../common/errors/domain-errors.js';

export class UnknownCreditPackError extends domainError('NOT_FOUND', 404) {
  constructor(packId: string) {
    super(`Unknown credit pack "${packId}"`, { field: 'packId' });
  }
}

/** No Stripe keys configured, or the payment provider cannot be reached: nothing was charged. */
export class PaymentsUnavailableError extends domainError('PAYMENTS_UNAVAILABLE', 503) {
  constructor(
    message = 'Payments are not available at the moment. Nothing was charged; please try again later.',
  ) {
    super(message);
  }
}

export class InvalidWebhookSignatureError extends domainError('INVALID_SIGNATURE', 400) {
  constructor(reason: string) {
    super(`Webhook signature verification failed: ${reason}`);
  }
}

export class AdministratorsDoNotBuyCreditsError extends domainError('BAD_USER_INPUT', 400) {
  constructor() {
    super('Administrators have unlimited credits and cannot buy credit packs.');
  }
}

export class PurchaseNotRefundableError extends domainError('CONFLICT', 409) {
  constructor(status: string) {
    super(`Only paid purchases can be refunded; this one is ${status}.`);
  }
}

/** Refunded already, here or at the payment provider (e.g. in its Dashboard): nothing doubles. */
export class PurchaseAlreadyRefundedError extends domainError('CONFLICT', 409) {
  constructor(
    message = 'This purchase was already refunded (here or at the payment provider); nothing more to refund.',
  ) {
    super(message);
  }
}

/** The bank holds a disputed payment: refunding it too would return the money twice. */
export class PurchaseDisputedError extends domainError('CONFLICT', 409) {
  constructor() {
    super("This purchase's payment is disputed: it cannot be refunded while the dispute is open.");
  }
}

/** Taking the credits back would leave the balance below zero. */
export class PurchaseCreditsSpentError extends domainError('CREDITS_ALREADY_SPENT', 409) {
  constructor(credits: number, balance: number) {
    super(
      `The credits of this purchase were already spent: refunding it takes back ${credits} credits and the balance is ${balance.toFixed(2)}.`,
      { credits, balance },
    );
  }
}

/** Credits are bought only from a proven address: receipts and account recovery go there. */
export class EmailNotVerifiedError extends domainError('EMAIL_NOT_VERIFIED', 403) {
  constructor() {
    super(
      'Verify your email address before buying credits: open the link we sent you, or send a new one from your profile.',
    );
  }
}
