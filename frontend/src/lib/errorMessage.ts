import { isErrorLike, ServerError } from '@apollo/client/errors';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const SERVER_UNREACHABLE_MESSAGE =
  'Could not reach the server. Check your connection and try again.';
export const SERVER_NOT_RESPONDING_MESSAGE =
  'The server is not responding right now. Try again in a moment.';

// What fetch() rejects with when no answer came, per engine: Chromium, Firefox, Safari (old and
// new), Node (undici), React Native. The browser's wording says nothing to a user.
const FETCH_FAILURE =
  /^(failed to fetch|networkerror when attempting to fetch resource|load failed|the network connection was lost|the internet connection appears to be offline|fetch failed|network request failed)/i;

// A proxy in front of the api answers these when the api itself is down or restarting.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** fetch() rejected: no answer at all. By shape: another realm's TypeError fails instanceof. */
function isFetchFailure(error: unknown): boolean {
  return isErrorLike(error) && error.name === 'TypeError' && FETCH_FAILURE.test(error.message);
}

const SERVER_UNREACHABLE = 'ServerUnreachableError';

/**
 * No answer came from the server: the browser's fetch failure, or the error the app's transport
 * (lib/apollo.ts) puts in its place, whose message is already the sentence to show.
 */
export function isServerUnreachable(error: unknown): boolean {
  return isFetchFailure(error) || (isErrorLike(error) && error.name === SERVER_UNREACHABLE);
}

/**
 * The error to pass on in place of a fetch failure: its message is SERVER_UNREACHABLE_MESSAGE, so
 * code that shows `error.message` as it is says something a user understands. Anything else
 * (an abort, a programming slip) is returned unchanged.
 */
export function explainFetchFailure(error: unknown): unknown {
  if (!isFetchFailure(error)) return error;
  const explained = new Error(SERVER_UNREACHABLE_MESSAGE, { cause: error });
  explained.name = SERVER_UNREACHABLE;
  return explained;
}

/**
 * The text to show for a failure: the server's own message (GraphQL or REST) as it is; a plain
 * sentence when the server could not be reached; else the fallback.
 */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isServerUnreachable(error)) return SERVER_UNREACHABLE_MESSAGE;
  if (ServerError.is(error) && GATEWAY_STATUSES.has(error.statusCode)) {
    return SERVER_NOT_RESPONDING_MESSAGE;
  }
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
