import { formatMoney } from '../format-money.js';
import { type CheckoutSessionRecord } from './checkout-sessions.js';
import { successRedirectUrl } from './success-url.js';

const TITLE = 'Checkout — Payments simulator';

const STYLE = `
  :root { color-scheme: light dark; --accent: #635bff; --muted: #6b7280; --line: #e5e7eb; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
    background: #f6f7fb; color: #111827; }
  main { width: 100%; max-width: 400px; background: #fff; border: 1px solid var(--line);
    border-radius: 12px; padding: 28px; box-shadow: 0 8px 24px rgba(17, 24, 39, 0.06); }
  .brand { margin: 0 0 20px; font-size: 13px; font-weight: 600; letter-spacing: 0.02em;
    color: var(--muted); text-transform: uppercase; }
  h1 { margin: 0 0 4px; font-size: 20px; }
  .description, .quantity { margin: 0; color: var(--muted); font-size: 14px; }
  .total { display: flex; justify-content: space-between; align-items: baseline;
    margin: 20px 0; padding-top: 16px; border-top: 1px solid var(--line); }
  .total strong { font-size: 28px; }
  form { margin: 0 0 10px; }
  button, .link { display: block; width: 100%; padding: 12px; border-radius: 8px; font: inherit;
    font-weight: 600; text-align: center; text-decoration: none; cursor: pointer; }
  .pay { border: 0; background: var(--accent); color: #fff; }
  .pay:hover, .pay:focus-visible { background: #4f46e5; }
  .cancel, .link { border: 1px solid var(--line); background: transparent; color: inherit; }
  .state { margin: 0 0 20px; }
  .note { margin: 16px 0 0; font-size: 12px; color: var(--muted); text-align: center; }
  @media (prefers-color-scheme: dark) {
    body { background: #0b0d12; color: #e5e7eb; }
    main { background: #151922; border-color: #262b36; box-shadow: none; }
    :root { --line: #262b36; --muted: #9ca3af; }
  }
`;

/** The hosted checkout page: the order and Pay/Cancel while open, otherwise the session's state. */
export function renderCheckoutPage(record: CheckoutSessionRecord): string {
  const { session } = record;
  const total = formatMoney(session.amount_total, session.currency);
  const summary = `
    <h1>${escapeHtml(record.productName)}</h1>
    ${record.productDescription ? `<p class="description">${escapeHtml(record.productDescription)}</p>` : ''}
    ${record.quantity > 1 ? `<p class="quantity">Qty ${record.quantity} × ${formatMoney(session.amount_total / record.quantity, session.currency)}</p>` : ''}
    <p class="total"><span>Total</span><strong>${total}</strong></p>`;

  if (session.status === 'open') {
    // Relative actions keep working when the page is served under a public URL with a path.
    const id = encodeURIComponent(session.id);
    return page(`${summary}
    <form method="post" action="${id}/complete"><button type="submit" class="pay">Pay ${total}</button></form>
    <form method="post" action="${id}/cancel"><button type="submit" class="cancel">Cancel</button></form>`);
  }
  const [state, returnUrl] =
    session.status === 'complete'
      ? ['This checkout session is already paid.', successRedirectUrl(session)]
      : ['This checkout session has expired.', session.cancel_url];
  return page(`${summary}
    <p class="state" role="status">${state}</p>
    <a class="link" href="${escapeHtml(returnUrl)}">Return to the merchant</a>`);
}

export function renderMissingSessionPage(): string {
  return page(`
    <h1>Checkout not found</h1>
    <p class="state" role="status">No such checkout session. The link may be mistyped or the simulator was restarted.</p>`);
}

function page(content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${TITLE}</title>
  <style>${STYLE}</style>
</head>
<body>
  <main>
    <p class="brand">Payments simulator</p>${content}
    <p class="note">Simulated payment — no card is charged</p>
  </main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}
