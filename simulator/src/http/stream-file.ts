import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';

/** Streams a file (headers only for HEAD) without holding it in memory. */
export async function streamFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  contentType: string,
  cacheControl: string,
): Promise<void> {
  const { size } = await stat(file);
  response.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': size,
    'Cache-Control': cacheControl,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  try {
    await pipeline(createReadStream(file), response);
  } catch (error) {
    // A client that hangs up mid-download is not a simulator failure.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
