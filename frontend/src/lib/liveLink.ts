import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { readAuthToken } from './authToken';
import { LIVE_CLOSE_CODES, setLiveConnectionStatus } from './liveConnection';

/** The longest wait between two attempts to open the socket again. */
export const RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * The wait before the next attempt: doubling from a second up to RECONNECT_MAX_DELAY_MS, with up
 * to a second of jitter so clients cut off together (a server restart) do not return together.
 */
export function reconnectDelayMs(retries: number, random: number = Math.random()): number {
  return Math.min(RECONNECT_MAX_DELAY_MS, 1000 * 2 ** retries) + Math.floor(random * 1000);
}

/** ws:// or wss:// to the page's own /graphql (the api serves subscriptions there). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;
}

function closeCodeOf(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event
    ? Number((event as { code: unknown }).code)
    : undefined;
}

/**
 * Subscriptions over WebSocket (graphql-ws, graphql-transport-ws): connected on the first
 * subscription and closed a little after the last, authenticated with the token stored at the
 * moment it connects (so a new sign-in needs no new client), and opened again with backoff for
 * as long as something is subscribed. 4401 (session not accepted) and 4429 (too many
 * connections) are final: the subscriptions end with that close event and the state says so.
 */
export function createLiveLink(url: string = liveUrl()): GraphQLWsLink {
  const client = createClient({
    url,
    lazy: true,
    lazyCloseTimeout: 3000,
    keepAlive: 20_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) =>
      new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    // Any failure to connect or a lost socket is tried again (not only a clean close).
    shouldRetry: () => true,
    connectionParams: () => {
      const token = readAuthToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connecting: (isRetry) => setLiveConnectionStatus(isRetry ? 'reconnecting' : 'connecting'),
      connected: () => setLiveConnectionStatus('connected'),
      closed: (event) => {
        const code = closeCodeOf(event);
        if (code === LIVE_CLOSE_CODES.unauthenticated) setLiveConnectionStatus('signedOut');
        else if (code === LIVE_CLOSE_CODES.tooManyConnections) setLiveConnectionStatus('refused');
        // 1000: closed by the client once nothing was subscribed any more.
        else if (code === 1000) setLiveConnectionStatus('idle');
        else setLiveConnectionStatus('reconnecting');
      },
    },
  });
  return new GraphQLWsLink(client);
}
