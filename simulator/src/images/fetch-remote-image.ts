import { FETCH_TIMEOUT_MS, MAX_FETCHED_BYTES } from './input-limits.js';

/** Why a URL gave no image: the message completes "The image at <url> could not be fetched: …". */
export class UnreachableImageError extends Error {}

/**
 * Downloads an image URL the way the provider fetches public inputs: a GET that must answer 2xx
 * within FETCH_TIMEOUT_MS with at most MAX_FETCHED_BYTES.
 */
export async function fetchRemoteImage(url: string): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new UnreachableImageError(
      timedOut ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s` : 'the server cannot be reached',
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UnreachableImageError(`it answered HTTP ${response.status}`);
  }
  return readCapped(response);
}

async function readCapped(response: Response): Promise<Buffer> {
  const tooLarge = () =>
    new UnreachableImageError(`it is larger than ${MAX_FETCHED_BYTES / (1024 * 1024)} MB`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_FETCHED_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > MAX_FETCHED_BYTES) throw tooLarge();
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    if (error instanceof UnreachableImageError) throw error;
    throw new UnreachableImageError('the download was interrupted');
  }
  return Buffer.concat(chunks);
}
