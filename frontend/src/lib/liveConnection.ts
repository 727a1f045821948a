import { useSyncExternalStore } from 'react';

/**
 * Where the live channel (GraphQL subscriptions over WebSocket) stands, for what the dashboard
 * shows and whether it polls instead. Set by the WebSocket client (lib/liveLink.ts); kept apart
 * from it so a page can read the state without loading the client.
 * - idle: no socket (nothing subscribed yet, or closed for want of subscriptions);
 * - connecting, connected;
 * - reconnecting: the socket could not open or was lost; the client tries again with backoff;
 * - refused: the server refused this connection for good (too many of the user's connections);
 * - signedOut: the server did not accept the session (closed with 4401).
 */
export type LiveConnectionStatus =
  'idle' | 'connecting' | 'connected' | 'reconnecting' | 'refused' | 'signedOut';

/** Close codes of the server's live channel (backend subscription-server.ts). */
export const LIVE_CLOSE_CODES = { unauthenticated: 4401, tooManyConnections: 4429 } as const;

let status: LiveConnectionStatus = 'idle';
const listeners = new Set<() => void>();

export function liveConnectionStatus(): LiveConnectionStatus {
  return status;
}

export function setLiveConnectionStatus(next: LiveConnectionStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live channel's state, re-rendering when it changes. */
export function useLiveConnectionStatus(): LiveConnectionStatus {
  return useSyncExternalStore(subscribe, liveConnectionStatus);
}

/** Whether updates cannot come live now, so what is followed must be asked for. */
export function isLiveChannelDown(current: LiveConnectionStatus): boolean {
  return current === 'reconnecting' || current === 'refused';
}
