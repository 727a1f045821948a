import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import request from 'supertest';
import { LocalDiskStorage } from '../src/storage/local-disk.storage.js';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { S3Storage } from '../src/storage/s3.storage.js';
import { SignedFileUrls } from '../src/storage/signed-file-urls.js';
import { startS3Server, type S3Server } from './support/s3-server.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { startTestApp } from './support/test-app.js';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const drivers: [string, () => ObjectStorage][] = [
  [
    'local disk',
    () =>
      new LocalDiskStorage(
        mkdtempSync(path.join(tmpdir(), 'studio-local-')),
        new SignedFileUrls('storage-test-secret'),
      ),
  ],
  [
    'S3',
    () =>
      new S3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('object storage on %s', (_name, create) => {
  let storage: ObjectStorage;
  const prefix = `users/${Date.now()}-${Math.random().toString(36).slice(2)}/`;
  beforeAll(() => {
    storage = create();
  });

  it('stores buffers and streams and reads them back with their content type', async () => {
    await storage.put(`${prefix}a.txt`, Buffer.from('hello'), 'text/plain');
    await storage.put(
      `${prefix}b.png`,
      Readable.from([Buffer.from('chunk-1 '), Buffer.from('chunk-2')]),
      'image/png',
    );
    const a = await storage.get(`${prefix}a.txt`);
    expect(a?.contentType).toBe('text/plain');
    expect(await text(a!.body)).toBe('hello');
    const b = await storage.get(`${prefix}b.png`);
    expect(b?.contentType).toBe('image/png');
    expect(await text(b!.body)).toBe('chunk-1 chunk-2');
    expect(await storage.get(`${prefix}missing.txt`)).toBeNull();
  });

  it('lists a prefix page by page and deletes', async () => {
    for (let index = 0; index < 5; index++)
      await storage.put(`${prefix}page/${index}.txt`, Buffer.from(String(index)), 'text/plain');
    const keys: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await storage.list(`${prefix}page/`, 2, token);
      keys.push(...page.objects.map((object) => object.key));
      expect(
        page.objects.every((object) => object.size === 1 && object.lastModified.getTime() > 0),
      ).toBe(true);
      token = page.nextToken;
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(keys.sort()).toEqual([0, 1, 2, 3, 4].map((index) => `${prefix}page/${index}.txt`));
    await storage.delete(`${prefix}page/0.txt`);
    expect((await storage.list(`${prefix}page/`, 10)).objects).toHaveLength(4);
  });

  it('refuses keys that could escape their prefix', async () => {
    await expect(
      storage.put(`${prefix}../../etc/passwd`, Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow(/Unsafe storage key/);
  });

  it('passes its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });
});

describe('readiness with S3 storage', () => {
  it('is ready with the S3 driver configured by S3_* variables, and not ready without the bucket', async () => {
    const s3Env = {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const good = await startTestApp({ ...s3Env, S3_BUCKET: s3.bucket });
    try {
      expect(good.config.STORAGE_DRIVER).toBe('s3');
      await request(good.app.getHttpServer()).get('/health/ready').expect(200);
    } finally {
      await good.close();
    }
    const missing = await startTestApp({ ...s3Env, S3_BUCKET: 'no-such-bucket' });
    try {
      const response = await request(missing.app.getHttpServer()).get('/health/ready').expect(503);
      expect(response.body.checks.storage.status).toBe('down');
    } finally {
      await missing.close();
    }
  });
});

describe('local disk listing order', () => {
  it('pages in key order across nested folders and resumes exactly after the token', async () => {
    const storage = new LocalDiskStorage(
      mkdtempSync(path.join(tmpdir(), 'studio-order-')),
      new SignedFileUrls('storage-test-secret'),
    );
    // A folder sorts as its name plus '/': 'a-c' < 'a/x' < 'a0', and 'b.png' < 'b/...'.
    const keys = [
      'users/a/x.png',
      'users/a-c',
      'users/a0',
      'users/a/y/z.png',
      'users/b.png',
      'users/b/c.png',
      'users/ab/q',
    ];
    for (const key of keys) await storage.put(key, Buffer.from('x'), 'text/plain');
    await storage.put('other/a.png', Buffer.from('x'), 'text/plain');
    for (const pageSize of [1, 2, 3, 100]) {
      const listed: string[] = [];
      let token: string | undefined;
      do {
        const page = await storage.list('users/', pageSize, token);
        expect(page.objects.length).toBeLessThanOrEqual(pageSize);
        listed.push(...page.objects.map((object) => object.key));
        token = page.nextToken;
      } while (token);
      expect(listed).toEqual([...keys].sort());
    }
    expect((await storage.list('users/a/', 10)).objects.map((object) => object.key)).toEqual([
      'users/a/x.png',
      'users/a/y/z.png',
    ]);
    expect(
      (await storage.list('users/a', 10, 'users/a/y/z.png')).objects.map((o) => o.key),
    ).toEqual(['users/a0', 'users/ab/q']);
  });
});

describe('the local files route', () => {
  it('is served by the api role only: the worker answers health and metrics, nothing else', async () => {
    const env = {
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: mkdtempSync(path.join(tmpdir(), 'files-')),
    };
    const api = await startTestApp(env);
    const worker = await startTestApp({
      ...env,
      APP_ROLE: 'worker',
      REDIS_PREFIX: ownRedisPrefix('files'),
    });
    try {
      const storage = api.app.get(ObjectStorage);
      await storage.put('users/u/creations/a.png', Buffer.from('png bytes'), 'image/png');
      const url = await storage.signedUrl('users/u/creations/a.png', 60);

      const served = await request(api.app.getHttpServer()).get(url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      await request(worker.app.getHttpServer()).get(url).expect(404);
      await request(worker.app.getHttpServer()).get('/health/live').expect(200);
    } finally {
      await Promise.all([api.close(), worker.close()]);
    }
  });
});
