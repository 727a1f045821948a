import type request from 'supertest';

/** A supertest parser that keeps the answer as raw bytes (images, ZIP files): `.parse(binaryBody)`. */
export function binaryBody(
  response: request.Response,
  done: (error: Error | null, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}
