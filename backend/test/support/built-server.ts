import { fileURLToPath } from 'node:url';
import { type AppConfig } from '../../src/config/app-config.js';
import { freePort } from './free-port.js';
import {
  type NodeProcess,
  type NodeServiceProcess,
  spawnNode,
  startNodeService,
} from './node-service-process.js';
import { testConfig } from './test-app.js';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const MIGRATE = fileURLToPath(new URL('../../dist/cli/migrate.js', import.meta.url));

export type ServerRole = 'api' | 'worker' | 'all';

/** The line each role logs once it serves. */
const READY: Record<ServerRole, RegExp> = {
  api: /"msg":"listening"/,
  all: /"msg":"listening"/,
  worker: /"msg":"worker ready"/,
};

export interface BuiltServer extends NodeServiceProcess {
  role: ServerRole;
  url: string;
}

export interface BuiltServerOptions {
  /** Whose database, Redis, secret and storage it uses: the test run's unless given. */
  config?: AppConfig;
  /** Further variables, over those taken from `config`. */
  env?: Record<string, string>;
  withinMs?: number;
  /** The port to listen on (a process restarted where its clients reconnect); a free one else. */
  port?: number;
}

/**
 * The built server (backend/dist/main.js, as tsc builds it for production) in one role as its own
 * process on a port of its own, once it logs that it is ready.
 */
export async function startBuiltServer(
  role: ServerRole,
  { config = testConfig(), env = {}, withinMs = 90_000, port: fixedPort }: BuiltServerOptions = {},
): Promise<BuiltServer> {
  const port = fixedPort ?? (await freePort());
  const server = await startNodeService({
    what: `${role} process`,
    main: MAIN,
    port,
    env: {
      APP_ROLE: role,
      DATABASE_URL: config.DATABASE_URL,
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      JWT_SECRET: config.JWT_SECRET,
      STORAGE_LOCAL_DIR: config.STORAGE_LOCAL_DIR,
      WEB_DIST_DIR: config.WEB_DIST_DIR!,
      ...env,
    },
    readyLine: READY[role],
    withinMs,
  });
  return { ...server, role, url: `http://127.0.0.1:${port}` };
}

/** The built server with only `env`, not waited for: for what it does before it is ready. */
export function spawnBuiltServer(env: Record<string, string>): NodeProcess {
  return spawnNode(MAIN, env);
}

/** The deployment's migration step: the built migration CLI as its own process, on `databaseUrl`. */
export async function migrateWithBuiltCli(databaseUrl: string): Promise<void> {
  const migrate = spawnNode(MIGRATE, { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' });
  const { code } = await migrate.exited;
  if (code !== 0) throw new Error(`migrations failed (${code}):\n${migrate.output()}`);
}

/** A built server's GraphQL answer: the HTTP status, and the body as the caller expects it. */
export interface GraphqlAnswer<Body> {
  status: number;
  body: Body;
}

/** Sends one GraphQL operation to a built server over HTTP, as the bearer of `token`. */
export async function postGraphql<Body>(
  server: Pick<BuiltServer, 'url'>,
  token: string,
  query: string,
  variables: object,
): Promise<GraphqlAnswer<Body>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Body };
}
