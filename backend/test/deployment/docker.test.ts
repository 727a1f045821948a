import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { configKeys, loadAppConfig } from '../../src/config/app-config.js';
import { ROOT } from './manifests.js';

interface ComposeService {
  image?: string;
  tmpfs?: string[];
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  volumes?: string[];
  ports?: string[];
  read_only?: boolean;
  cap_drop?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as ComposeFile;
const services = compose.services;
const CONFIG_KEYS = new Set(configKeys());
/** Services that run the product's own image (the server, the migration step, the simulator). */
const APP_IMAGE = services.api.image;
const SERVER_SERVICES = ['migrate', 'api', 'worker'];

/** Resolves `${NAME:-default}` and `${NAME}` as Compose does, with an empty host environment. */
function interpolate(value: unknown, environment: Record<string, string> = {}): string {
  return String(value).replace(
    /\$\{(\w+)(?::?-([^}]*))?\}/g,
    (_, name: string, fallback?: string) => environment[name] || fallback || '',
  );
}

/** A service's environment as its container sees it, with no host variables set. */
function environmentOf(service: ComposeService): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {})
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, interpolate(value)]),
  );
}

/** The variable names in the first column of the Markdown tables in `section`. */
function tableVariables(section: string): Set<string> {
  return new Set([...section.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1]));
}

const simulatorReadme = () => readFileSync(path.join(ROOT, 'simulator/README.md'), 'utf8');

/** The variables the simulator reads: its README's environment table. */
function simulatorVariables(): Set<string> {
  return tableVariables(simulatorReadme().split('\n## Environment')[1].split('\n## ')[0]);
}

/** The variables the payments simulator reads: the environment table of its README section. */
function paymentsSimulatorVariables(): Set<string> {
  const section = simulatorReadme().split('\n## Payments simulator')[1].split('\n## ')[0];
  return tableVariables(section.split('\n### Environment')[1].split('\n### ')[0]);
}

/** The api's listening port inside the Compose network. */
const API_PORT = () => environmentOf(services.api).PORT;

describe('docker-compose.yml', () => {
  it('defines postgres, redis, minio with its bucket step, the migration step, api, worker, both simulators and the mail catcher', () => {
    for (const name of [
      'postgres',
      'redis',
      'minio',
      'minio-bucket',
      'migrate',
      'api',
      'worker',
      'simulator',
      'payments',
      'mail',
    ])
      expect(Object.keys(services)).toContain(name);
  });

  it('gives every service an image or a build, and every long-running one a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, Boolean(service.image || service.build)]).toEqual([name, true]);
      if (service.restart !== 'no')
        expect([name, service.healthcheck?.test?.length ?? 0]).not.toEqual([name, 0]);
    }
  });

  it('has depends_on conditions that name existing services in a state they can reach', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        const target = services[dependency];
        expect([name, dependency, Boolean(target)]).toEqual([name, dependency, true]);
        if (condition === 'service_healthy') expect(target.healthcheck).toBeDefined();
        else if (condition === 'service_completed_successfully') expect(target.restart).toBe('no');
        else expect(condition).toBe('service_started');
      }
    }
    // The servers start only after the migrations and the bucket exist.
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(services[name].depends_on?.['minio-bucket']?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  it('declares every named volume it mounts', () => {
    const declared = Object.keys(compose.volumes ?? {});
    const mounted = Object.values(services).flatMap((service) =>
      (service.volumes ?? [])
        .map((volume) => volume.split(':')[0])
        .filter((source) => !source.startsWith('.') && !source.startsWith('/')),
    );
    expect(mounted.length).toBeGreaterThanOrEqual(3);
    for (const volume of mounted) expect(declared).toContain(volume);
  });

  it('passes the servers only variables of the configuration schema, forming a valid configuration', () => {
    const unknown: string[] = [];
    for (const name of SERVER_SERVICES) {
      expect(services[name].image).toBe(APP_IMAGE);
      for (const key of Object.keys(services[name].environment ?? {}))
        if (!CONFIG_KEYS.has(key)) unknown.push(`${name}: ${key}`);
    }
    const simulatorKeys = simulatorVariables();
    for (const key of Object.keys(services.simulator?.environment ?? {}))
      if (!simulatorKeys.has(key)) unknown.push(`simulator: ${key}`);
    const paymentsKeys = paymentsSimulatorVariables();
    expect(paymentsKeys).toContain('PAYMENTS_SECRET_KEY');
    for (const key of Object.keys(services.payments?.environment ?? {}))
      if (!paymentsKeys.has(key)) unknown.push(`payments: ${key}`);
    expect(unknown).toEqual([]);

    for (const name of ['api', 'worker']) {
      const env = environmentOf(services[name]);
      const config = loadAppConfig(env);
      expect(config.APP_ROLE).toBe(name);
      expect(config.DATABASE_MIGRATE_ON_START).toBe(false);
      expect(config.STORAGE_DRIVER).toBe('s3');
      expect(config.S3_FORCE_PATH_STYLE).toBe(true);
      expect(new URL(config.S3_ENDPOINT!).hostname).toBe('minio');
      expect(new URL(config.DATABASE_URL).hostname).toBe('postgres');
      expect(new URL(config.REDIS_URL).hostname).toBe('redis');
      // Credit packs are paid in the payments simulator unless Stripe is configured.
      expect(config.PAYMENTS_MODE).toBe('simulator');
      expect(config.STRIPE_SECRET_KEY).toBeTruthy();
      expect(config.STRIPE_WEBHOOK_SECRET).toBeTruthy();
      expect(new URL(config.PUBLIC_URL).host).toBe('localhost:3000');
    }
    expect(loadAppConfig(environmentOf(services.api)).PORT).toBe(3000);
    expect(services.api.ports).toContainEqual('${STUDIO_PORT:-3000}:3000');
  });

  it('uses the same credentials on both sides of every connection, with no host variables set', () => {
    const api = environmentOf(services.api);
    const postgres = environmentOf(services.postgres);
    const minio = environmentOf(services.minio);
    const bucket = environmentOf(services['minio-bucket']);
    const database = new URL(api.DATABASE_URL);
    expect([database.username, database.password, database.pathname]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      `/${postgres.POSTGRES_DB}`,
    ]);
    expect(environmentOf(services.migrate).DATABASE_URL).toBe(api.DATABASE_URL);
    expect([api.S3_ACCESS_KEY_ID, api.S3_SECRET_ACCESS_KEY]).toEqual([
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
    expect(bucket.S3_BUCKET).toBe(api.S3_BUCKET);
    const simulator = environmentOf(services.simulator);
    expect(api.RUNWARE_API_KEY).toBe(simulator.SIMULATOR_API_KEY);
    // One host for the simulator's API and images, reachable from the api and from browsers.
    const aliases = (services.simulator as { networks?: { default?: { aliases?: string[] } } })
      .networks?.default?.aliases;
    const providerHost = new URL(api.RUNWARE_API_URL).hostname;
    expect(aliases).toContain(providerHost);
    expect(providerHost).toMatch(/\.localhost$/);
    expect(new URL(api.RUNWARE_API_URL).port).toBe(simulator.PORT);
    expect(new URL(simulator.SIMULATOR_PUBLIC_URL).host).toBe(new URL(api.RUNWARE_API_URL).host);
    expect(services.simulator.ports).toContainEqual(`\${SIMULATOR_PORT:-3100}:${simulator.PORT}`);
    // Signed storage URLs reach MinIO through its published port.
    expect(new URL(api.S3_PUBLIC_ENDPOINT).port).toBe('9000');
    expect(services.minio.ports).toContainEqual('${MINIO_PORT:-9000}:9000');
  });

  it('points the api at the payments simulator, which knows its keys and calls its webhook back', () => {
    const api = environmentOf(services.api);
    const payments = environmentOf(services.payments);
    expect(environmentOf(services.worker).STRIPE_API_URL).toBe(api.STRIPE_API_URL);
    expect([api.STRIPE_SECRET_KEY, api.STRIPE_WEBHOOK_SECRET]).toEqual([
      payments.PAYMENTS_SECRET_KEY,
      payments.PAYMENTS_WEBHOOK_SECRET,
    ]);
    expect(api.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    expect(api.STRIPE_WEBHOOK_SECRET).toMatch(/^whsec_/);
    // One host for its API (the api) and its checkout pages (browsers), as for the simulator.
    const aliases = (services.payments as { networks?: { default?: { aliases?: string[] } } })
      .networks?.default?.aliases;
    const paymentsUrl = new URL(api.STRIPE_API_URL);
    expect(aliases).toContain(paymentsUrl.hostname);
    expect(paymentsUrl.hostname).toMatch(/\.localhost$/);
    expect(paymentsUrl.port).toBe(payments.PORT);
    expect(payments.HOST).toBe('0.0.0.0');
    expect(new URL(payments.PAYMENTS_PUBLIC_URL).host).toBe(paymentsUrl.host);
    expect(services.payments.ports).toContainEqual(`\${PAYMENTS_PORT:-12111}:${payments.PORT}`);
    // Signed events go to the api's webhook endpoint inside the network.
    const webhook = new URL(payments.PAYMENTS_WEBHOOK_URL);
    expect([webhook.hostname, webhook.port, webhook.pathname]).toEqual([
      'api',
      API_PORT(),
      '/api/billing/webhook',
    ]);
    // Checkout sends buyers back to the app's published port.
    expect(services.api.ports).toContainEqual(
      `\${STUDIO_PORT:-${new URL(api.PUBLIC_URL).port}}:${API_PORT()}`,
    );
    expect(services.api.depends_on?.payments?.condition).toBe('service_healthy');
  });

  it('sends mail to the mail catcher until SMTP_URL names a real server, and shows it at http://localhost:1080', () => {
    const mail = services.mail;
    // A pinned maildev release: its REST API (read by scripts/lib/mail-catcher.mjs) moved in 3.0.
    expect(mail.image).toMatch(/^maildev\/maildev:\d+\.\d+\.\d+$/);
    const catcher = environmentOf(mail);
    // The servers (the worker sends, `all` too) reach its SMTP port inside the network.
    for (const name of ['api', 'worker']) {
      const env = environmentOf(services[name]);
      const smtp = new URL(env.SMTP_URL);
      expect([name, smtp.protocol, smtp.hostname, smtp.port]).toEqual([
        name,
        'smtp:',
        'mail',
        catcher.MAILDEV_SMTP_PORT,
      ]);
      expect(loadAppConfig(env).SMTP_URL).toBe(env.SMTP_URL);
      // The sender is passed through when set, else the server's default.
      expect(services[name].environment).toHaveProperty('MAIL_FROM');
      expect([null, '${MAIL_FROM}']).toContain(services[name].environment?.MAIL_FROM ?? null);
    }
    // A real SMTP server set in the environment replaces the catcher.
    const real = 'smtps://user:secret@smtp.example.com:465';
    expect(interpolate(services.worker.environment?.SMTP_URL, { SMTP_URL: real })).toBe(real);
    expect(services.worker.depends_on?.mail?.condition).toBe('service_healthy');
    // Only its web UI is published (SMTP stays in the network), health-checked on its API.
    expect(mail.ports).toEqual([`\${MAIL_PORT:-1080}:${catcher.MAILDEV_WEB_PORT}`]);
    const check = [mail.healthcheck?.test ?? []].flat().join(' ');
    expect(check).toContain(`127.0.0.1:${catcher.MAILDEV_WEB_PORT}/api/healthz`);
    expect(Number(catcher.MAILDEV_MAX_EMAILS)).toBeGreaterThan(0);
    // Hardened like the app: read-only (maildev writes its .eml files to /tmp), no capabilities.
    expect(mail.read_only).toBe(true);
    expect(mail.tmpfs).toContain('/tmp');
    expect(mail.cap_drop).toEqual(['ALL']);
  });

  it('runs the migration entry point and both simulators from the one image', () => {
    expect(services.migrate.command).toEqual(['node', 'backend/dist/cli/migrate.js']);
    expect(existsSync(path.join(ROOT, 'backend/src/cli/migrate.ts'))).toBe(true);
    expect(services.simulator.image).toBe(APP_IMAGE);
    expect(services.simulator.command).toEqual(['node', 'simulator/dist/main.js']);
    expect(services.payments.image).toBe(APP_IMAGE);
    expect(services.payments.command).toEqual(['node', 'simulator/dist/payments-main.js']);
    expect(existsSync(path.join(ROOT, 'simulator/src/payments-main.ts'))).toBe(true);
    // Health-checked on its /health at the port it listens on.
    const paymentsCheck = [services.payments.healthcheck?.test ?? []].flat().join(' ');
    expect(paymentsCheck).toContain(`127.0.0.1:${environmentOf(services.payments).PORT}/health`);
    for (const name of [...SERVER_SERVICES, 'simulator', 'payments']) {
      expect(services[name].read_only).toBe(true);
      expect(services[name].cap_drop).toEqual(['ALL']);
    }
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = instructions.filter((line) => /^FROM /i.test(line));
  const runtime = instructions.slice(instructions.findIndex((line) => line === stages.at(-1)));

  it('builds in stages and ships a runtime stage that runs the server as a numeric non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const user = runtime.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toMatch(/^USER [1-9]\d*(:[1-9]\d*)?$/);
    expect(runtime.at(-1)).toBe('CMD ["node", "backend/dist/main.js"]');
    expect(runtime.join('\n')).toContain('WEB_DIST_DIR=/app/frontend/dist');
  });

  it('installs with npm install and the lockfile (never npm ci), production dependencies only in the runtime', () => {
    const run = instructions.filter((line) => line.startsWith('RUN ')).join('\n');
    expect(run).not.toMatch(/npm ci\b/);
    expect(run).toMatch(/npm install --omit=dev --workspace backend --workspace simulator/);
    // The runtime copies its node_modules from the production-only stage.
    const copy = runtime.find((line) => line.includes('node_modules'));
    const source = copy?.match(/--from=(\S+)/)?.[1];
    const sourceStage = instructions.findIndex((line) => new RegExp(`AS ${source}$`).test(line));
    const nextStage = instructions.findIndex(
      (line, index) => index > sourceStage && /^FROM /.test(line),
    );
    expect(instructions.slice(sourceStage, nextStage).join('\n')).toMatch(/npm install --omit=dev/);
  });

  it('copies only paths that exist, and builds the web client into the image', () => {
    for (const line of instructions.filter((l) => /^COPY /.test(l) && !l.includes('--from'))) {
      const parts = line.split(/\s+/).slice(1, -1);
      for (const source of parts)
        expect([source, existsSync(path.join(ROOT, source))]).toEqual([source, true]);
    }
    expect(dockerfile).toMatch(/npm run build -w frontend/);
    expect(runtime.join('\n')).toContain('COPY --from=build /app/frontend/dist frontend/dist');
    const ignored = readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data'])
      expect(ignored).toContain(entry);
  });
});
