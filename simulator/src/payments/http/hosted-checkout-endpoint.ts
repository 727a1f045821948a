import { type IncomingMessage, type ServerResponse } from 'node:http';
import { readRequestBody } from '../../http/read-request-body.js';
import { renderCheckoutPage, renderMissingSessionPage } from '../checkout/checkout-page.js';
import { type CheckoutSessions } from '../checkout/checkout-sessions.js';
import { successRedirectUrl } from '../checkout/success-url.js';
import { sendPage, sendRedirect } from './send-page.js';

const PAY_PATH = /^\/pay\/([A-Za-z0-9_]+)(?:\/(complete|cancel))?$/;
const FORM_LIMIT_BYTES = 64 * 1024;

/**
 * The buyer's side of Checkout: `GET /pay/:id` shows the page, `POST /pay/:id/complete` pays and
 * redirects to `success_url`, `/pay/:id/cancel` goes back to `cancel_url` (the session stays open).
 */
export class HostedCheckoutEndpoint {
  constructor(private readonly sessions: CheckoutSessions) {}

  /** Answers a hosted-page request; false when the path or method is not one of them. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const match = PAY_PATH.exec(path);
    const method = request.method ?? 'GET';
    if (!match) return false;
    const id = match[1] as string;
    const action = match[2];
    const allowed =
      action === 'complete' ? ['POST'] : action === 'cancel' ? ['POST', 'GET'] : ['GET', 'HEAD'];
    if (!allowed.includes(method)) return false;
    // The forms post nothing useful; read it anyway so the connection stays reusable.
    if (method === 'POST') await readRequestBody(request, FORM_LIMIT_BYTES).catch(() => '');

    const record = this.sessions.find(id);
    if (!record) {
      sendPage(response, 404, renderMissingSessionPage());
      return true;
    }
    if (action === 'cancel') {
      sendRedirect(response, record.session.cancel_url);
    } else if (action === 'complete') {
      if (record.session.status === 'expired') {
        sendPage(response, 400, renderCheckoutPage(record));
      } else {
        sendRedirect(response, successRedirectUrl(this.sessions.complete(id)));
      }
    } else {
      sendPage(response, 200, renderCheckoutPage(record));
    }
    return true;
  }
}
