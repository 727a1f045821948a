#!/usr/bin/env node
// Measures the orphan scan: plants objects in local-disk storage (1% of them orphans, the rest
// referenced by creation rows), runs the orphan-scan job in a worker process (APP_ROLE=worker)
// and reports objects scanned per second and the worker's peak memory. It scans twice, at a
// tenth of the objects and at all of them, so a peak that does not grow with the object count
// shows the scan's memory is bounded.
// Usage: node bench/orphan-scan.mjs [objects=100000]
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { ensureDependencies } from '../scripts/lib/install.mjs';
import { at } from '../scripts/lib/paths.mjs';

const total = Number(process.argv[2] ?? 100_000);
const USERS = 100;

await ensureDependencies();
await ensureBuilt();
const { providePostgres } = await import('../scripts/lib/postgres.mjs');
const { provideRedis } = await import('../scripts/lib/redis.mjs');
const { default: pg } = await import('pg');
const { Queue, QueueEvents } = await import('bullmq');
const { LocalDiskStorage } = await import('../backend/dist/storage/local-disk.storage.js');
const { SignedFileUrls } = await import('../backend/dist/storage/signed-file-urls.js');

const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-orphans-'));
chmodSync(dataDir, 0o755);
const storageDir = path.join(dataDir, 'storage');
const prefix = `studio-bench-orphans-${Date.now()}`;
const database = `studio_bench_orphans_${Date.now()}`;
const log = () => {};

const postgres = await providePostgres({ dataDir, database: 'postgres', log });
const redis = await provideRedis({ dataDir, log });
const admin = new pg.Client({ connectionString: postgres.adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${database}"`);
const databaseUrl = new URL(postgres.adminUrl);
databaseUrl.pathname = `/${database}`;

let worker;
const db = new pg.Client({ connectionString: databaseUrl.toString() });

/** Peak and current resident memory of a process, from /proc (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { peakMB: kb('VmHWM') / 1024, currentMB: kb('VmRSS') / 1024 };
}

function startWorker() {
  const child = spawn(process.execPath, [at('backend', 'dist', 'main.js')], {
    env: {
      PATH: process.env.PATH,
      APP_ROLE: 'worker',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      STORAGE_LOCAL_DIR: storageDir,
      ORPHAN_GRACE_PERIOD_MINUTES: '0',
      PORT: '0',
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('the worker did not start within 60 s')), 60_000).unref();
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (/worker ready/.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
  });
}

const storage = new LocalDiskStorage(storageDir, new SignedFileUrls('bench'));
const userIds = Array.from({ length: USERS }, () => randomUUID());
let planted = 0;

/**
 * Plants objects up to `count`, spread over the users: the first user's files are all orphans
 * (an account deleted without its files, 1%); every other user has creations, each an image and
 * its thumbnail, referenced by a creation row.
 */
async function plantUpTo(count) {
  const started = Date.now();
  const keys = [];
  const rows = [];
  for (let index = planted; index < count; index++) {
    const userIndex = index % USERS;
    const user = userIds[userIndex];
    const serial = Math.floor(index / USERS);
    if (userIndex === 0) {
      keys.push(`users/${user}/creations/${serial}.png`);
    } else if (serial % 2 === 0) {
      keys.push(`users/${user}/creations/${serial}.png`);
      rows.push([
        user,
        `users/${user}/creations/${serial}.png`,
        `users/${user}/thumbnails/${serial + 1}.webp`,
      ]);
    } else {
      keys.push(`users/${user}/thumbnails/${serial}.webp`);
    }
  }
  const body = Buffer.alloc(2048, 1);
  for (let start = 0; start < keys.length; start += 200) {
    await Promise.all(
      keys.slice(start, start + 200).map((key) => storage.put(key, body, 'image/png')),
    );
  }
  for (let start = 0; start < rows.length; start += 5000) {
    const batch = rows.slice(start, start + 5000);
    await db.query(
      `INSERT INTO creations (id, user_id, folder_id, image_key, thumbnail_key, byte_size, prompt,
         model_id, width, height, format, parameters)
       SELECT gen_random_uuid(), p.user_id, f.id, p.image_key, p.thumbnail_key, 2048, 'bench',
         'civitai:101055@128078', 512, 512, 'png', '{}'::jsonb
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS p(user_id, image_key, thumbnail_key)
       JOIN folders f ON f.user_id = p.user_id
       ON CONFLICT DO NOTHING`,
      [batch.map((pair) => pair[0]), batch.map((pair) => pair[1]), batch.map((pair) => pair[2])],
    );
  }
  // As autovacuum would after a bulk load: the planner needs the table's statistics.
  await db.query('ANALYZE creations');
  planted = count;
  console.log(`planted ${count} objects (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function scan(queue, events) {
  const job = await queue.add('scan', {});
  const result = await job.waitUntilFinished(events, 30 * 60_000);
  const finished = await queue.getJob(job.id);
  const seconds = (finished.finishedOn - finished.processedOn) / 1000;
  const memory = memoryOf(worker.pid);
  const rate = result.scannedObjects / seconds;
  console.log(
    `scanned ${result.scannedObjects} objects, ${result.statistics.totalOrphanFiles} orphans, in ${seconds.toFixed(2)} s: ` +
      `${Math.round(rate)} objects/s; worker peak RSS ${memory.peakMB.toFixed(0)} MB (now ${memory.currentMB.toFixed(0)} MB)`,
  );
  return { ...result, seconds, rate, ...memory };
}

try {
  worker = await startWorker(); // migrates the bench database on start
  await db.connect();
  for (const id of userIds) {
    await db.query(
      `INSERT INTO users (id, name, email, password_hash, access_level_id) VALUES ($1, 'Bench', $2, 'x', 3)`,
      [id, `${id}@bench.example`],
    );
    await db.query(
      `INSERT INTO folders (user_id, name, name_key, is_default) VALUES ($1, 'Default', 'default', true)`,
      [id],
    );
  }
  const connection = { url: redis.url };
  const queue = new Queue('orphan-scan', { connection, prefix: `${prefix}:queue` });
  const events = new QueueEvents('orphan-scan', { connection, prefix: `${prefix}:queue` });
  await events.waitUntilReady();
  console.log(`worker after start: peak RSS ${memoryOf(worker.pid).peakMB.toFixed(0)} MB`);

  await plantUpTo(Math.round(total / 10));
  const small = await scan(queue, events);
  await plantUpTo(total);
  const large = await scan(queue, events);
  console.log(
    `\npeak RSS at ${small.scannedObjects} objects: ${small.peakMB.toFixed(0)} MB; at ${large.scannedObjects}: ${large.peakMB.toFixed(0)} MB`,
  );
  await events.close();
  await queue.close();
} finally {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    await exited;
  }
  await db.end().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
  await admin.end();
  await redis.stop();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
