import { type ServerResponse } from 'node:http';

/** An HTML page of the hosted checkout: never cached, no scripts, no outside resources. */
export function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    'X-Frame-Options': 'DENY',
  });
  response.end(html);
}

/** 303 See Other: the browser follows with a GET, as after Stripe's checkout. */
export function sendRedirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  response.end();
}
