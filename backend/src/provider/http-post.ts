import http from 'node:http';
import https from 'node:https';

/** Thrown when the whole exchange (connect, send, answer) takes longer than allowed. */
export class HttpTimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

export interface HttpAnswer {
  status: number;
  text: string;
}

// Connections to the provider are kept open between calls, as fetch does. An idle connection is
// closed after 4 s, before a Node server's default 5 s keep-alive closes it under a new request
// (a server's Keep-Alive hint shortens that further).
const agentOptions = { keepAlive: true, timeout: 4_000 };
const agents = {
  'http:': new http.Agent(agentOptions),
  'https:': new https.Agent(agentOptions),
};

/**
 * POSTs a JSON body and reads the whole answer as text, with node:http rather than fetch: the
 * provider is called on every generation, and fetch (undici with web streams) costs several
 * times the CPU of a plain request. A network error or the timeout (which covers reading the
 * answer too) rejects the promise; any HTTP status resolves it.
 */
export function postJson(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<HttpAnswer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new Error(`Unsupported protocol ${target.protocol}`));
  }
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: 'POST',
        agent: agents[target.protocol as 'http:' | 'https:'],
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
        response.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new HttpTimeoutError()), timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
