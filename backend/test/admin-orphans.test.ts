import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { waitForAdminJob } from './support/admin-jobs.js';
import { apiClient, type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import {
  ageLocalObjects,
  insertCreations,
  plantObjects,
  testFolder,
} from './support/planted-files.js';
import { startS3Server, type S3Server } from './support/s3-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface OrphanFile {
  key: string;
  size: number;
  estimatedCost: number;
  lastModified: string;
}
interface Statistics {
  totalOrphanFiles: number;
  totalOrphanSizeMB: number;
  orphanPercentage: number;
  estimatedMonthlyCost: number;
}

const REPORT = `query($jobId: ID, $offset: Int, $first: Int, $after: String) { adminOrphanReport(jobId: $jobId) {
  jobId scannedObjects truncated totalFiles
  statistics { totalOrphanFiles totalOrphanSizeMB orphanPercentage estimatedMonthlyCost }
  orphanFiles(offset: $offset, first: $first, after: $after) {
    items { key size estimatedCost lastModified } nextCursor hasMore } } }`;

const exists = async (storage: ObjectStorage, key: string) =>
  (await storage.list(key, 1)).objects.some((object) => object.key === key);

describe('orphan files on local disk (5,000 objects)', () => {
  let app: TestApp;
  let api: ApiClient;
  let admin: string;
  let storage: ObjectStorage;
  let db: DataSource;
  const orphans: string[] = [];
  const orphanBytes = new Map<string, number>();

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession({ REDIS_PREFIX: ownRedisPrefix('orphans') }));
    admin = (await signInAdministrator(app, api)).token;
    storage = app.app.get(ObjectStorage);

    const { user } = await api.register();
    const folderId = await testFolder(db, user.id);
    const base = `users/${user.id}`;
    // 4,958 referenced objects: 2,479 creations, each an image and its thumbnail.
    const pairs = Array.from(
      { length: 2479 },
      (_, index) =>
        [`${base}/creations/${index}.png`, `${base}/thumbnails/${index}.webp`] as [string, string],
    );
    // 37 orphans older than the grace period: some beside referenced files, some of a user
    // whose account is gone; and 5 fresh unreferenced files a save may still be writing.
    const gone = `users/${randomUUID()}`;
    for (let index = 0; index < 37; index++)
      orphans.push(
        index % 3 ? `${base}/creations/orphan-${index}.png` : `${gone}/creations/${index}.jpg`,
      );
    const fresh = Array.from({ length: 5 }, (_, index) => `${base}/creations/saving-${index}.png`);
    const keys = [...pairs.flat(), ...orphans, ...fresh];
    expect(keys).toHaveLength(5000);
    await plantObjects(storage, keys, (index) => Buffer.alloc(1000 + index, 7));
    keys.forEach((key, index) => {
      if (orphans.includes(key)) orphanBytes.set(key, 1000 + index);
    });
    await storage.put('system/not-a-user-file.txt', Buffer.from('x'), 'text/plain');
    await insertCreations(db, user.id, folderId, pairs);
    await ageLocalObjects(app.config.STORAGE_LOCAL_DIR, [...pairs.flat(), ...orphans], 120);
  }, 120_000);
  afterAll(() => app?.close());

  it('reports exactly the 37 planted orphans with sizes, costs and statistics', async () => {
    const started = await api.graphql<{ adminStartOrphanScan: { id: string; queue: string } }>(
      'mutation { adminStartOrphanScan { id queue } }',
      {},
      admin,
    );
    expect(started.errors).toBeUndefined();
    const { id } = started.data!.adminStartOrphanScan;
    const job = await waitForAdminJob(api, admin, 'orphanScan', id);
    expect(job.result).toMatchObject({ scannedObjects: 5000, reportedFiles: 37, truncated: false });

    const answer = await api.graphql<{
      adminOrphanReport: {
        jobId: string;
        scannedObjects: number;
        totalFiles: number;
        statistics: Statistics;
        orphanFiles: { items: OrphanFile[]; hasMore: boolean };
      };
    }>(REPORT, { offset: 0, first: 100 }, admin);
    expect(answer.errors).toBeUndefined();
    const report = answer.data!.adminOrphanReport;
    expect(report).toMatchObject({ jobId: id, scannedObjects: 5000, totalFiles: 37 });
    expect(report.orphanFiles.items.map((file) => file.key).sort()).toEqual([...orphans].sort());
    expect(report.orphanFiles.hasMore).toBe(false);
    const totalBytes = [...orphanBytes.values()].reduce((sum, size) => sum + size, 0);
    expect(report.statistics).toEqual({
      totalOrphanFiles: 37,
      totalOrphanSizeMB: Math.round((totalBytes / 1024 / 1024) * 100) / 100,
      orphanPercentage: 0.74,
      estimatedMonthlyCost: expect.closeTo((totalBytes / 1024 ** 3) * 0.023, 7),
    });
    for (const file of report.orphanFiles.items) {
      expect(file.size).toBe(orphanBytes.get(file.key));
      expect(file.estimatedCost).toBeCloseTo((file.size / 1024 ** 3) * 0.023, 7);
    }
    type FilesPage = { items: OrphanFile[]; nextCursor: string | null; hasMore: boolean };
    const read = async (variables: object) =>
      (
        await api.graphql<{ adminOrphanReport: { orphanFiles: FilesPage } }>(
          REPORT,
          { jobId: id, ...variables },
          admin,
        )
      ).data!.adminOrphanReport.orphanFiles;
    const numbered = await read({ offset: 30, first: 30 });
    expect(numbered).toMatchObject({ hasMore: false, nextCursor: null });
    expect(numbered.items).toHaveLength(7);
    // By cursor, 15 at a time: every file once, in the same order as one big page.
    const keys: string[] = [];
    for (let after: string | null = null, pages = 0; pages < 5; pages++) {
      const current: FilesPage = await read({ first: 15, after });
      keys.push(...current.items.map((file) => file.key));
      if (!current.hasMore) break;
      after = current.nextCursor;
    }
    expect(keys).toEqual(report.orphanFiles.items.map((file) => file.key));
    // A refusal inside the report's field is a 400 like any other, not an internal error.
    const forged = await api.graphql(REPORT, { jobId: id, first: 5, after: 'nope' }, admin);
    expect(forged.errors?.[0]).toMatchObject({
      message: 'after is not a valid cursor',
      extensions: { code: 'BAD_USER_INPUT', field: 'after' },
    });
    const both = await api.graphql(
      REPORT,
      { jobId: id, first: 5, offset: 5, after: 'nope' },
      admin,
    );
    expect(both.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('answers REST compat GET /api/admin/orphan-files after running a scan', async () => {
    const response = await api.get('/api/admin/orphan-files', admin).expect(200);
    expect(response.body.statistics.totalOrphanFiles).toBe(37);
    expect(response.body.orphanFiles).toHaveLength(37);
    expect(Object.keys(response.body.orphanFiles[0]).sort()).toEqual([
      'estimatedCost',
      'key',
      'lastModified',
      'size',
    ]);
  });

  it('re-checks each selected key at deletion: a file referenced or refreshed since the scan stays', async () => {
    const [nowReferenced, nowFresh, stillOrphan] = orphans;
    const owner = nowReferenced.split('/')[1];
    const { user } = await api.register();
    await insertCreations(db, user.id, await testFolder(db, user.id), [
      [nowReferenced, `users/${owner}/thumbnails/late.webp`],
    ]);
    await ageLocalObjects(app.config.STORAGE_LOCAL_DIR, [nowFresh], 0);

    const empty = await api.delete('/api/admin/orphan-files', admin).send({ fileKeys: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('No files selected');

    const response = await api
      .delete('/api/admin/orphan-files', admin)
      .send({
        fileKeys: [
          nowReferenced,
          nowFresh,
          stillOrphan,
          'users/nobody/missing.png',
          'system/not-a-user-file.txt',
        ],
      })
      .expect(200);
    expect(response.body).toEqual({ totalDeleted: 1, totalFailed: 4 });
    expect(await exists(storage, nowReferenced)).toBe(true);
    expect(await exists(storage, nowFresh)).toBe(true);
    expect(await exists(storage, stillOrphan)).toBe(false);
    expect(await exists(storage, 'system/not-a-user-file.txt')).toBe(true);

    const jobs = await api.graphql<{
      adminJobs: {
        items: {
          id: string;
          orphanDeleteResult: { failures: { key: string; reason: string }[] };
        }[];
      };
    }>(
      `{ adminJobs(queue: orphanDelete, state: completed, first: 1) {
          items { id orphanDeleteResult { failures { key reason } } } } }`,
      {},
      admin,
    );
    expect(jobs.data!.adminJobs.items[0].orphanDeleteResult.failures).toEqual([
      { key: nowReferenced, reason: 'referenced by a creation' },
      { key: nowFresh, reason: 'newer than the grace period' },
      { key: 'users/nobody/missing.png', reason: 'not found' },
      { key: 'system/not-a-user-file.txt', reason: 'not a user file' },
    ]);
  });

  it('deletes all current orphans and nothing else (DELETE /api/admin/orphan-files/all)', async () => {
    const response = await api.delete('/api/admin/orphan-files/all', admin).expect(200);
    expect(response.body).toEqual({ totalDeleted: 34, totalFailed: 0 });
    const after = await api.get('/api/admin/orphan-files', admin).expect(200);
    expect(after.body.statistics.totalOrphanFiles).toBe(0);
    expect(after.body.orphanFiles).toEqual([]);
    expect(await exists(storage, orphans[0])).toBe(true);
    expect(await exists(storage, orphans[1])).toBe(true);
    const listed = await storage.list('users/', 6000);
    expect(listed.objects).toHaveLength(5000 - 35);
  });
});

describe('orphan files on S3 (s3rver)', () => {
  let s3: S3Server;
  let app: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server(`orphans-${Date.now()}`);
    app = await startTestApp({
      REDIS_PREFIX: ownRedisPrefix('orphans-s3'),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ORPHAN_GRACE_PERIOD_MINUTES: '0',
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.stop();
  });

  it('scans, reports and deletes orphans in a bucket', async () => {
    const api = apiClient(app);
    const admin = (await signInAdministrator(app, api)).token;
    const storage = app.app.get(ObjectStorage);
    const db = app.app.get(DataSource);
    const { user } = await api.register();
    const pairs = Array.from(
      { length: 12 },
      (_, index) =>
        [
          `users/${user.id}/creations/${index}.png`,
          `users/${user.id}/thumbnails/${index}.webp`,
        ] as [string, string],
    );
    const orphans = Array.from(
      { length: 4 },
      (_, index) => `users/${user.id}/creations/o${index}.png`,
    );
    await plantObjects(storage, [...pairs.flat(), ...orphans]);
    await insertCreations(db, user.id, await testFolder(db, user.id), pairs);
    // S3 keeps whole seconds: let the grace period's cutoff pass the last write.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const scan = await api.get('/api/admin/orphan-files', admin).expect(200);
    expect(scan.body.orphanFiles.map((file: OrphanFile) => file.key).sort()).toEqual(
      orphans.sort(),
    );
    expect(scan.body.statistics).toMatchObject({ totalOrphanFiles: 4, orphanPercentage: 14.29 });

    const queued = await api.graphql<{ adminDeleteAllOrphanFiles: { id: string } }>(
      'mutation { adminDeleteAllOrphanFiles { id } }',
      {},
      admin,
    );
    const job = await waitForAdminJob(
      api,
      admin,
      'orphanDelete',
      queued.data!.adminDeleteAllOrphanFiles.id,
    );
    expect(job.result).toMatchObject({ totalDeleted: 4, totalFailed: 0 });
    const left = await storage.list(`users/${user.id}/`, 100);
    expect(left.objects.map((object) => object.key).sort()).toEqual(pairs.flat().sort());
  });
});
