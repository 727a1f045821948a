import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const S3RVER = fileURLToPath(
  new URL('../../../node_modules/s3rver/bin/s3rver.js', import.meta.url),
);

export interface S3Server {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) in its own process. It needs OpenSSL's legacy provider,
 * else ListObjectsV2 paging fails with InternalError.
 */
export async function startS3Server(bucket = 'studio-test'): Promise<S3Server> {
  const port = await freePort();
  const directory = mkdtempSync(path.join(tmpdir(), 'studio-s3-'));
  const child = spawn(
    process.execPath,
    [
      S3RVER,
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    { env: { PATH: process.env.PATH, NODE_OPTIONS: '--openssl-legacy-provider' }, stdio: 'ignore' },
  );
  const deadline = Date.now() + 15000;
  for (;;) {
    const endpoint = `http://127.0.0.1:${port}`;
    const up = await fetch(`${endpoint}/${bucket}`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('s3rver did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
