/** Stripe's error object: `{ error: { type, code?, message, param? } }` with an HTTP status. */
export interface StripeErrorBody {
  error: {
    type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
    code?: string;
    message: string;
    param?: string;
  };
}

/** A refusal the API answers with Stripe's error shape (thrown by validation and state checks). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody['error'],
  ) {
    super(body.message);
    this.name = 'StripeApiError';
  }

  toJSON(): StripeErrorBody {
    return { error: this.body };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    ...(code ? { code } : {}),
    message,
    ...(param ? { param } : {}),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

/** `No such checkout.session: 'cs_…'`, Stripe's 404 for an unknown object. */
export function resourceMissing(objectName: string, id: string, param: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${objectName}: '${id}'`,
    param,
  });
}
