import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type TestApp } from './test-app.js';

/** How a live connection ended: its close code and reason. */
export interface LiveClose {
  code: number;
  reason: string;
}

/** One subscription's results as they arrive, and how to wait for one that matches. */
export interface LiveSubscription<T> {
  results: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }[];
  /** The first result (already received or still to come) that `matches`; fails after `withinMs`. */
  next(matches: (data: T) => boolean, withinMs?: number): Promise<T>;
  /** Resolves once the server ends the subscription (with an error or complete). */
  ended: Promise<void>;
  stop(): void;
}

export interface LiveClient {
  client: Client;
  /** Resolves with the first close of the connection. */
  closed: Promise<LiveClose>;
  /** Resolves once connection_init is acknowledged. */
  connected: Promise<void>;
  subscribe<T>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  dispose(): Promise<void>;
}

/** The app's address for WebSocket clients, listening on a free port first if it is not yet. */
export async function liveUrl(app: TestApp): Promise<string> {
  const server = app.app.getHttpServer();
  if (!server.listening) await app.app.listen(0, '127.0.0.1');
  const { port } = server.address() as { port: number };
  return `ws://127.0.0.1:${port}/graphql`;
}

/**
 * A graphql-ws client, as API consumers use it, with `authorization` in connection_init. By
 * default it retries nothing, so a test sees the first close as it is; with `reconnect` it
 * reconnects every 200 ms, for as long as it takes, and subscribes again, as the web client does.
 */
export function liveClient(
  url: string,
  authorization?: string,
  { reconnect = false }: { reconnect?: boolean } = {},
): LiveClient {
  let closed!: (close: LiveClose) => void;
  let connected!: () => void;
  const closedPromise = new Promise<LiveClose>((resolve) => (closed = resolve));
  const connectedPromise = new Promise<void>((resolve) => (connected = resolve));
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    lazy: false,
    // Without end, as the web client: a server restarting on a loaded machine took longer than
    // 100 tries (about 20 s), and the subscription failed with the give-up. The test's own wait
    // bounds it, and closing the client stops it.
    retryAttempts: reconnect ? Number.POSITIVE_INFINITY : 0,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    connectionParams: authorization ? { authorization } : {},
    on: {
      connected: () => connected(),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        closed({ code, reason: String(reason) });
      },
    },
    shouldRetry: () => reconnect,
    onNonLazyError: () => undefined,
  });
  return {
    client,
    closed: closedPromise,
    connected: connectedPromise,
    subscribe<T>(query: string, variables?: Record<string, unknown>): LiveSubscription<T> {
      const results: LiveSubscription<T>['results'] = [];
      const waiters = new Set<() => void>();
      let ended!: () => void;
      const endedPromise = new Promise<void>((resolve) => (ended = resolve));
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (result) => {
            results.push(result as LiveSubscription<T>['results'][number]);
            for (const wake of waiters) wake();
          },
          error: (error) => {
            results.push({ errors: Array.isArray(error) ? error : [{ message: String(error) }] });
            ended();
            for (const wake of waiters) wake();
          },
          complete: () => ended(),
        },
      );
      const next = (matches: (data: T) => boolean, withinMs = 20_000) =>
        new Promise<T>((resolve, reject) => {
          const check = () => {
            const found = results.find((result) => result.data && matches(result.data));
            if (!found) return false;
            cleanup();
            resolve(found.data!);
            return true;
          };
          const timer = setTimeout(() => {
            cleanup();
            reject(new Error(`No matching event in ${withinMs} ms: ${JSON.stringify(results)}`));
          }, withinMs);
          const cleanup = () => {
            clearTimeout(timer);
            waiters.delete(wake);
          };
          const wake = () => void check();
          if (!check()) waiters.add(wake);
        });
      return { results, next, ended: endedPromise, stop };
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}
