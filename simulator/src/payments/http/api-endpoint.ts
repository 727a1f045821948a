import { type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLargeError, readRequestBody } from '../../http/read-request-body.js';
import { answerApiCall, type ApiRouteParts } from '../api/api-routes.js';
import { invalidRequest, StripeApiError } from '../stripe-error.js';
import { stripeId } from '../stripe-id.js';
import { parseFormBody } from './form-body.js';
import { IdempotencyCache, requestFingerprint } from './idempotency-cache.js';
import { checkSecretKey } from './secret-key-check.js';
import { sendStripeJson, sendStripeJsonText } from './send-stripe-json.js';

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * `/v1/...`: authenticates the secret key, decodes the form body, applies idempotency keys and
 * answers the API call with Stripe's status codes and error objects.
 */
export class ApiEndpoint {
  private readonly idempotency = new IdempotencyCache();

  constructor(
    private readonly secretKey: string,
    private readonly routes: ApiRouteParts,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<void> {
    const method = request.method ?? 'GET';
    const requestId = stripeId('req', 14);
    const headers: Record<string, string> = { 'Request-Id': requestId };
    const refusal = checkSecretKey(request.headers, this.secretKey);
    if (refusal) {
      return sendStripeJson(response, refusal.status, refusal, {
        ...headers,
        'WWW-Authenticate': 'Bearer realm="Stripe"',
      });
    }

    let text: string;
    try {
      text = await readRequestBody(request, BODY_LIMIT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendStripeJson(response, 413, invalidRequest(error.message), headers);
    }
    // GET parameters (such as expand[]) live in the query string; none change what is answered.
    const body = method === 'POST' ? text : '';
    const idempotencyKey =
      method === 'POST' ? single(request.headers['idempotency-key']) : undefined;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const fingerprint = requestFingerprint(method, path, body);

    try {
      if (idempotencyKey) {
        const stored = this.idempotency.replay(idempotencyKey, fingerprint);
        if (stored) {
          return sendStripeJsonText(response, stored.status, stored.text, {
            ...headers,
            'Idempotent-Replayed': 'true',
          });
        }
      }
      const answer = answerApiCall(this.routes, {
        method,
        path,
        fields: parseFormBody(body),
        request: { id: requestId, idempotency_key: idempotencyKey ?? null },
      });
      const answerText = JSON.stringify(answer);
      if (idempotencyKey) {
        this.idempotency.store(idempotencyKey, fingerprint, { status: 200, text: answerText });
      }
      sendStripeJsonText(response, 200, answerText, headers);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      sendStripeJson(response, error.status, error, headers);
    }
  }
}

function single(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
