import { existsSync } from 'node:fs';
import path from 'node:path';
import { httpOk, startChild, stopChild } from './children.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { at } from './paths.mjs';
import { freePort, isListening, waitFor } from './ports.mjs';
import { providePostgres } from './postgres.mjs';
import { provideRedis } from './redis.mjs';
import { localSecrets } from './secrets.mjs';
import { supervise } from './supervisor.mjs';

/**
 * The whole product on one machine: PostgreSQL, Redis, storage, payments (the Stripe-compatible
 * simulator unless STRIPE_SECRET_KEY is set), provider (simulator unless RUNWARE_API_KEY is set),
 * email (a local mail catcher, mail-catcher.mjs, unless SMTP_URL is set) and the server in the
 * api+worker role. Used by `npm start`, `npm run dev` and the end-to-end tests, so the tests
 * exercise exactly what users start. `mailUrl` is where the catcher shows every message.
 */
export async function startStack({
  dataDir,
  port = 3000,
  dev = false,
  quietServer = false,
  databaseUrl,
  serverEnv = {},
  log = console.log,
  onServerGaveUp = () => {},
}) {
  const stoppers = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
    stoppers.length = 0;
  };
  try {
    const secrets = localSecrets(dataDir);
    const postgres = await providePostgres({
      dataDir,
      url: databaseUrl ?? process.env.DATABASE_URL,
      log,
    });
    stoppers.push(postgres.stop);
    const redis = await provideRedis({ dataDir, log });
    stoppers.push(redis.stop);

    const env = {
      ...process.env,
      NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
      APP_ROLE: process.env.APP_ROLE ?? 'all',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      JWT_SECRET: process.env.JWT_SECRET ?? secrets.jwtSecret,
      STORAGE_LOCAL_DIR: process.env.STORAGE_LOCAL_DIR ?? path.join(dataDir, 'storage'),
      ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? secrets.adminEmail,
      ADMIN_PASSWORD: process.env.ADMIN_EMAIL ? process.env.ADMIN_PASSWORD : secrets.adminPassword,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? at('frontend', 'dist'),
      ...serverEnv,
    };

    if (!process.env.RUNWARE_API_KEY) {
      env.PROVIDER_MODE = 'simulator';
      const simulatorMain = at('simulator', 'dist', 'main.js');
      if (existsSync(simulatorMain)) {
        const simulatorPort = await freePort(0);
        const simulator = startChild(
          process.execPath,
          [simulatorMain],
          {
            ...process.env,
            PORT: String(simulatorPort),
            SIMULATOR_API_KEY: secrets.simulatorKey,
            SIMULATOR_DATA_DIR: path.join(dataDir, 'simulator'),
          },
          { quiet: quietServer },
        );
        stoppers.push(() => stopChild(simulator));
        await waitFor(() => isListening(simulatorPort), {
          what: 'provider simulator',
          timeoutMs: 20000,
        });
        env.RUNWARE_API_URL = `http://127.0.0.1:${simulatorPort}/v1`;
        env.RUNWARE_API_KEY = secrets.simulatorKey;
      }
    } else {
      env.PROVIDER_MODE = 'runware';
    }

    // Mail (resets, verification, receipts) goes to SMTP_URL, else to a local catcher that shows it.
    let mailUrl;
    if (!env.SMTP_URL) {
      const catcher = await startMailCatcher({ dataDir });
      stoppers.push(catcher.stop);
      env.SMTP_URL = catcher.smtpUrl;
      mailUrl = catcher.webUrl;
    }

    // In dev the api listens behind Vite on its own port; webhooks go to the api directly.
    const apiPort = dev ? await freePort(port + 1) : port;
    env.PUBLIC_URL = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
    if (!process.env.STRIPE_SECRET_KEY) {
      env.PAYMENTS_MODE = 'simulator';
      const paymentsMain = at('simulator', 'dist', 'payments-main.js');
      if (existsSync(paymentsMain)) {
        const paymentsPort = await freePort(0);
        const payments = startChild(
          process.execPath,
          [paymentsMain],
          {
            ...process.env,
            PORT: String(paymentsPort),
            PAYMENTS_SECRET_KEY: secrets.paymentsKey,
            PAYMENTS_WEBHOOK_SECRET: secrets.paymentsWebhookSecret,
            PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/billing/webhook`,
            PAYMENTS_PUBLIC_URL: `http://localhost:${paymentsPort}`,
          },
          { quiet: quietServer },
        );
        stoppers.push(() => stopChild(payments));
        await waitFor(() => isListening(paymentsPort), {
          what: 'payments simulator',
          timeoutMs: 20000,
        });
        env.STRIPE_API_URL = `http://127.0.0.1:${paymentsPort}`;
        env.STRIPE_SECRET_KEY = secrets.paymentsKey;
        env.STRIPE_WEBHOOK_SECRET = secrets.paymentsWebhookSecret;
      }
    } else {
      env.PAYMENTS_MODE = 'stripe';
    }

    let server;
    if (dev) {
      env.PORT = String(apiPort);
      env.GRAPHQL_SCHEMA_FILE = at('backend', 'schema.gql');
      const compiler = startChild(
        process.execPath,
        [
          at('node_modules', 'typescript', 'bin', 'tsc'),
          '-p',
          'backend/tsconfig.build.json',
          '--watch',
          '--preserveWatchOutput',
        ],
        env,
      );
      stoppers.push(() => stopChild(compiler));
      server = superviseServer(
        () =>
          startChild(
            process.execPath,
            ['--watch-path=backend/dist', at('backend', 'dist', 'main.js')],
            env,
          ),
        { log, onServerGaveUp },
      );
      stoppers.push(server.stop);
      await waitFor(() => httpOk(`http://127.0.0.1:${apiPort}/health/ready`), {
        what: 'server',
        timeoutMs: 90000,
      });
      const vite = startChild(
        process.execPath,
        [
          at('node_modules', 'vite', 'bin', 'vite.js'),
          '--config',
          'frontend/vite.config.ts',
          'frontend',
          '--strictPort',
        ],
        {
          ...env,
          VITE_PORT: String(port),
          VITE_API_PROXY: `http://127.0.0.1:${apiPort}`,
        },
      );
      stoppers.push(() => stopChild(vite));
      await waitFor(() => isListening(port), { what: 'web dev server', timeoutMs: 60000 });
    } else {
      env.PORT = String(port);
      server = superviseServer(
        () =>
          startChild(process.execPath, [at('backend', 'dist', 'main.js')], env, {
            quiet: quietServer,
          }),
        { log, onServerGaveUp },
      );
      stoppers.push(server.stop);
      await Promise.race([
        waitFor(() => httpOk(`http://127.0.0.1:${port}/health/ready`), {
          what: 'server',
          timeoutMs: 90000,
        }),
        new Promise((_, reject) =>
          server.child.once('exit', (code) =>
            reject(new Error(`the server exited during start-up (exit ${code})`)),
          ),
        ),
      ]);
    }
    // Started: from now on a server that exits (a crash, a dependency it could not live
    // without) is started again instead of taking the whole stack down.
    server.arm();

    return {
      url: `http://localhost:${port}`,
      get server() {
        return server.child;
      },
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      redisShared: redis.shared,
      providerMode: env.PROVIDER_MODE,
      providerUrl: env.RUNWARE_API_URL,
      paymentsMode: env.PAYMENTS_MODE,
      mailMode: mailUrl ? 'catcher' : 'smtp',
      mailUrl,
      admin: {
        email: env.ADMIN_EMAIL,
        configured: Boolean(process.env.ADMIN_EMAIL),
        password: secrets.generatedAdminNow ? secrets.adminPassword : undefined,
        secretsFile: secrets.file,
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Exit status of a server refusing its configuration: restarting cannot mend it. */
const EX_CONFIG = 78;

/** The server under the launcher's supervision, not restarted until armed (after start-up). */
function superviseServer(start, { log, onServerGaveUp }) {
  return supervise('server', start, {
    log,
    armed: false,
    giveUpOn: [EX_CONFIG],
    onGiveUp: onServerGaveUp,
  });
}
