import http from 'node:http';

/**
 * Passes a request (its body already read) on unchanged to `target`, and the target's answer back:
 * for the stand-ins that sit between the app and the provider simulator.
 */
export function forwardRequest(
  target: URL,
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
): void {
  const forwarded = http.request(
    {
      host: target.hostname,
      port: target.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => response.destroy());
  forwarded.end(body);
}
