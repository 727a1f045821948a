import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { postSigned, type SignedDelivery } from './webhook-sender.js';

const delivery = (url: string): SignedDelivery => ({
  url,
  deliveryId: 'd1',
  event: 'generation.succeeded',
  body: '{}',
  secret: 'whsec_test',
});

/** A local receiver; `answer` decides what each request gets (nothing: it never answers). */
async function receiver(answer: (respond: (status: number) => void) => void) {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    request.resume();
    answer((status) => response.writeHead(status).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a delivery attempt’s lastError', () => {
  it('names the status the receiver answered', async () => {
    const answering = await receiver((respond) => respond(500));
    try {
      const attempt = await postSigned(delivery(`http://127.0.0.1:${answering.port}/hook`), {
        timeoutMs: 10_000,
        allowPrivate: true,
      });
      expect(attempt).toEqual({
        ok: false,
        statusCode: 500,
        error: 'The receiver answered 500',
      });
    } finally {
      await answering.close();
    }
  });

  it('says a redirect is not followed', async () => {
    const redirecting = await receiver((respond) => respond(302));
    try {
      const attempt = await postSigned(delivery(`http://127.0.0.1:${redirecting.port}/hook`), {
        timeoutMs: 10_000,
        allowPrivate: true,
      });
      expect(attempt.error).toBe('The receiver answered 302: redirects are not followed');
    } finally {
      await redirecting.close();
    }
  });

  it('says the receiver could not be reached when the connection is refused', async () => {
    // A port just released: nothing listens on it.
    const released = await receiver(() => undefined);
    await released.close();
    const attempt = await postSigned(delivery(`http://127.0.0.1:${released.port}/hook`), {
      timeoutMs: 10_000,
      allowPrivate: true,
    });
    expect(attempt).toEqual({
      ok: false,
      statusCode: null,
      error: 'The receiver could not be reached (connection refused)',
    });
  });

  it('says the receiver did not answer in time, in seconds', async () => {
    const silent = await receiver(() => undefined);
    try {
      const attempt = await postSigned(delivery(`http://127.0.0.1:${silent.port}/hook`), {
        timeoutMs: 300,
        allowPrivate: true,
      });
      expect(attempt).toEqual({
        ok: false,
        statusCode: null,
        error: 'The receiver did not answer within 0.3 s',
      });
    } finally {
      await silent.close();
    }
  });

  it('refuses a name resolving to a reserved address without contacting anyone', async () => {
    const listening = await receiver((respond) => respond(200));
    try {
      for (const address of ['192.0.2.1', '2002:7f00:1::', '127.0.0.1']) {
        const attempt = await postSigned(
          delivery(`http://receiver.example:${listening.port}/hook`),
          {
            timeoutMs: 10_000,
            allowPrivate: false,
            resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
          },
        );
        expect(attempt).toEqual({
          ok: false,
          statusCode: null,
          error: 'The receiver’s address is not a public one: webhooks go to public addresses only',
        });
      }
      const literal = await postSigned(delivery(`http://[::127.0.0.1]:${listening.port}/hook`), {
        timeoutMs: 10_000,
        allowPrivate: false,
      });
      expect(literal.error).toMatch(/not a public one/);
      expect(listening.requests()).toBe(0);
    } finally {
      await listening.close();
    }
  });
});
