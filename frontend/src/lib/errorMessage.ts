export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/** The text to show for a failure: the server's (or network's) message, else the fallback. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
