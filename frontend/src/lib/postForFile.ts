import { readAuthToken } from './authToken';
import { explainFetchFailure } from './errorMessage';

export interface FetchedFile {
  blob: Blob;
  /** The name the server gave it (Content-Disposition), else the fallback. */
  fileName: string;
}

interface FetchFileOptions {
  /** Sent as JSON. */
  body: unknown;
  /** The name to save under when the server names none. */
  fallbackName: string;
  /** Called as the bytes arrive, with how many have come so far. */
  onProgress?: (receivedBytes: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs JSON to a REST route of the api with the session's bearer token (as every GraphQL call
 * carries it) and reads the file it answers. A refusal throws the server's own message
 * (`{ message }`), else "{status} {statusText}"; no answer at all throws the app's sentence.
 */
export async function postForFile(
  url: string,
  { body, fallbackName, onProgress, signal }: FetchFileOptions,
): Promise<FetchedFile> {
  const token = readAuthToken();
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw explainFetchFailure(error);
  }
  if (!response.ok) throw new Error(await refusalMessage(response));
  const blob = await readBody(response, onProgress);
  return {
    blob,
    fileName: attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName,
  };
}

async function refusalMessage(response: Response): Promise<string> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const answer = (await response.json()) as { message?: unknown };
    return typeof answer.message === 'string' && answer.message.trim() ? answer.message : fallback;
  } catch {
    return fallback;
  }
}

/** The body, counting bytes as they stream in when the browser allows it. */
async function readBody(response: Response, onProgress?: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!onProgress || !response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks, { type });
}

/** The file name of `attachment; filename="a.zip"` (or RFC 5987 `filename*=UTF-8''a.zip`). */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: the plain one, if any, follows.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}
