import { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { unrecognizedUrl } from '../api/api-routes.js';
import { type ApiEndpoint } from './api-endpoint.js';
import { type ControlEndpoint } from './control-endpoint.js';
import { type HostedCheckoutEndpoint } from './hosted-checkout-endpoint.js';
import { sendStripeJson } from './send-stripe-json.js';

export interface PaymentsRouterParts {
  api: ApiEndpoint;
  checkout: HostedCheckoutEndpoint;
  control: ControlEndpoint;
  logError: (message: string, error: unknown) => void;
}

/** Sends each request to the API, the hosted checkout pages, the test controls or health. */
export function createPaymentsRouter(parts: PaymentsRouterParts): RequestListener {
  return (request, response) => {
    route(parts, request, response).catch((error: unknown) => {
      parts.logError(`${request.method} ${request.url} failed`, error);
      if (!response.headersSent) {
        sendStripeJson(response, 500, {
          error: { type: 'api_error', message: 'An unexpected error occurred.' },
        });
      } else {
        response.destroy();
      }
    });
  };
}

async function route(
  parts: PaymentsRouterParts,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://simulator').pathname;
  const method = request.method ?? 'GET';

  if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
    return sendStripeJson(response, 200, { status: 'ok', service: 'payments-simulator' });
  }
  if (path === '/v1' || path.startsWith('/v1/')) return parts.api.handle(request, response, path);
  if (path.startsWith('/pay/') && (await parts.checkout.handle(request, response, path))) return;
  if (path.startsWith('/_simulator/') && (await parts.control.handle(request, response, path))) {
    return;
  }
  sendStripeJson(response, 404, unrecognizedUrl(method, path));
}
