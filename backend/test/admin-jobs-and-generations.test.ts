import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import { type Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { AdminJobsService } from '../src/admin/jobs/admin-jobs.service.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

interface JobView {
  id: string;
  state: string;
  attemptsMade: number;
  maxAttempts: number;
  failedReason: string | null;
  finishedAt: string | null;
}
const JOB_FIELDS =
  'id queue name state attemptsMade maxAttempts failedReason createdAt processedAt finishedAt';

describe('admin jobs and the admin view of generations', () => {
  let app: TestApp;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    ({ app, api } = await startAppSession({ REDIS_PREFIX: ownRedisPrefix('jobs') }));
    admin = (await signInAdministrator(app, api)).token;
  });
  afterAll(() => app?.close());

  const job = async (id: string) =>
    (
      await api.graphql<{ adminJob: JobView }>(
        `query($id: ID!) { adminJob(queue: orphanDelete, id: $id) { ${JOB_FIELDS} } }`,
        { id },
        admin,
      )
    ).data!.adminJob;
  const settled = async (id: string) => {
    for (let tries = 0; tries < 200; tries++) {
      const current = await job(id);
      if (current.state === 'failed' || current.state === 'completed') return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} did not settle`);
  };

  /** The job once it has settled again, after the run that finished at `previous`. */
  const settledAfter = async (id: string, previous: string | null) => {
    for (let tries = 0; tries < 200; tries++) {
      const current = await settled(id);
      if (current.finishedAt !== previous) return current;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${id} did not run again`);
  };

  it("lists a queue's jobs with state and failure reason, and retries a failed one (only failed ones)", async () => {
    const queue = app.app.get<Queue>(getQueueToken('orphan-delete'), { strict: false });
    // A job the runner cannot do (the user id is not a UUID): it fails on its one attempt.
    const broken = await queue.add(
      'delete-user',
      { mode: 'user', userId: 'not-a-uuid' },
      { attempts: 1 },
    );
    const failed = await settled(String(broken.id));
    expect(failed).toMatchObject({ state: 'failed', attemptsMade: 1, maxAttempts: 1 });
    expect(failed.failedReason).toMatch(/uuid/i);

    const listed = await api.graphql<{ adminJobs: { total: number; items: JobView[] } }>(
      `{ adminJobs(queue: orphanDelete, state: failed) { total items { ${JOB_FIELDS} } } }`,
      {},
      admin,
    );
    expect(listed.data!.adminJobs.items.map((item) => item.id)).toContain(String(broken.id));

    const retried = await api.graphql<{ adminRetryJob: JobView }>(
      `mutation($id: ID!) { adminRetryJob(queue: orphanDelete, id: $id) { ${JOB_FIELDS} } }`,
      { id: String(broken.id) },
      admin,
    );
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.adminRetryJob.id).toBe(String(broken.id));
    // It ran again: the worker may fail it before the answer is read, so the proof is a second
    // failure that finished after the first (not the state the answer shows).
    const failedAgain = await settledAfter(String(broken.id), failed.finishedAt);
    expect(failedAgain.state).toBe('failed');

    const fine = await queue.add('delete-user', { mode: 'user', userId: randomUUID() });
    expect((await settled(String(fine.id))).state).toBe('completed');
    const refused = await api.post(`/api/admin/jobs/orphan-delete/${fine.id}/retry`, {}, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('JOB_NOT_RETRYABLE');
    const rest = await api.get('/api/admin/jobs/orphan-delete?limit=5', admin).expect(200);
    expect(rest.body.items[0]).toMatchObject({ id: String(fine.id), state: 'completed' });
    // The REST answer's names, all of them, and a completed job's typed outcome.
    expect(Object.keys(rest.body).sort()).toEqual(['hasMore', 'items', 'nextCursor', 'total']);
    expect(Object.keys(rest.body.items[0]).sort()).toEqual([
      'attemptsMade',
      'createdAt',
      'failedReason',
      'finishedAt',
      'id',
      'importResult',
      'maxAttempts',
      'name',
      'orphanDeleteResult',
      'orphanScanResult',
      'processedAt',
      'progress',
      'queue',
      'result',
      'state',
    ]);
    expect(rest.body.items[0]).toMatchObject({ importResult: null, orphanScanResult: null });
    expect(Object.keys(rest.body.items[0].orphanDeleteResult).sort()).toEqual([
      'failures',
      'totalDeleted',
      'totalFailed',
    ]);
    const unknown = await api.get('/api/admin/jobs/no-such-queue', admin);
    expect(unknown.status).toBe(400);
  });

  it('describes a job that finished after it was read by how it finished', async () => {
    const queue = app.app.get<Queue>(getQueueToken('orphan-delete'), { strict: false });
    // What add() returns is the job as it was before any worker ran it: a listing can hold
    // such a read while the job fails, and the state it then finds must not pair with it.
    const readBeforeRun = await queue.add(
      'delete-user',
      { mode: 'user', userId: 'not-a-uuid' },
      { attempts: 1 },
    );
    await settled(String(readBeforeRun.id));
    const described = await app.app.get(AdminJobsService).describe(readBeforeRun);
    expect(described).toMatchObject({ state: 'failed', attemptsMade: 1 });
    expect(described.failedReason).toMatch(/uuid/i);
    expect(described.finishedAt).not.toBeNull();
  });

  it("pages every user's generations newest first, with who ran them", async () => {
    const db = app.app.get(DataSource);
    const [one, two] = [
      await api.register({ name: 'Gen One' }),
      await api.register({ name: 'Gen Two' }),
    ];
    const base = Date.now() + 60 * 60_000; // in the future, so these are the newest of the run
    const rows = [one, two, one, two, one].map((owner, index) => ({
      id: randomUUID(),
      userId: owner.user.id,
      createdAt: new Date(base + index * 1000),
    }));
    for (const row of rows) {
      await db.query(
        `INSERT INTO generations (id, user_id, task_uuid, model_air, parameters, status, image_count,
           credits_charged, charged, created_at)
         VALUES ($1, $2, $3, 'civitai:101055@128078', '{}', 'succeeded', 1, 0, true, $4)`,
        [row.id, row.userId, randomUUID(), row.createdAt],
      );
    }
    const page = async (variables: Record<string, unknown>) =>
      (
        await api.graphql<{
          adminGenerations: {
            nextCursor: string | null;
            items: {
              id: string;
              userId: string;
              userName: string;
              userEmail: string;
              modelAir: string;
            }[];
          };
        }>(
          `query($first: Int, $after: String, $userId: ID) { adminGenerations(first: $first, after: $after, userId: $userId) {
             nextCursor items { id userId userName userEmail modelAir status createdAt } } }`,
          variables,
          admin,
        )
      ).data!.adminGenerations;
    const newest = await page({ first: 3 });
    expect(newest.items.map((item) => item.id)).toEqual([rows[4].id, rows[3].id, rows[2].id]);
    expect(newest.items[1]).toMatchObject({ userName: 'Gen Two', userEmail: two.user.email });
    const next = await page({ first: 3, after: newest.nextCursor });
    expect(next.items.slice(0, 2).map((item) => item.id)).toEqual([rows[1].id, rows[0].id]);
    const mine = await page({ first: 10, userId: one.user.id });
    expect(mine.items.map((item) => item.id)).toEqual([rows[4].id, rows[2].id, rows[0].id]);
    expect(mine.nextCursor).toBeNull();
  });
});
