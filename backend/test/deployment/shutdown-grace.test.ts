import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadAppConfig } from '../../src/config/app-config.js';
import { renderKustomization } from './kustomize.js';
import { find, K8S, podTemplateOf, ROOT } from './manifests.js';

/**
 * The shutdown grace the server keeps (SHUTDOWN_GRACE_SECONDS: in-flight requests and running
 * jobs finish within it) and the time each orchestrator gives it before SIGKILL must agree: the
 * orchestrator waits longer than the server (plus a preStop pause), or generations are cut short.
 */
const SERVERS = ['api', 'worker'] as const;
const DEFAULT_GRACE = loadAppConfig({
  DATABASE_URL: 'postgres://x@localhost/x',
  REDIS_URL: 'redis://localhost:6379',
  JWT_SECRET: 'x'.repeat(40),
}).SHUTDOWN_GRACE_SECONDS;

/** Compose durations as services write them: 40s, 1m30s. */
function seconds(duration: string): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration);
  if (!match || duration === '') throw new Error(`not a Compose duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** `${NAME:-default}` as Compose resolves it with no host variables set. */
const interpolate = (value: string) =>
  value.replace(/\$\{\w+(?::?-([^}]*))?\}/g, (_, fallback?: string) => fallback ?? '');

describe('the shutdown grace', () => {
  it('is documented in the README with its default', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(
      new RegExp(`^\\| \`SHUTDOWN_GRACE_SECONDS\`\\s*\\| \`${DEFAULT_GRACE}\``, 'm'),
    );
    expect(readme).toMatch(/`stop_grace_period`/);
    expect(readme).toMatch(/`terminationGracePeriodSeconds`/);
  });

  describe('docker-compose.yml', () => {
    const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as {
      services: Record<
        string,
        { environment?: Record<string, string | null>; stop_grace_period?: string }
      >;
    };

    it.each(SERVERS)('gives the %s service longer than the server keeps', (name) => {
      const service = compose.services[name];
      const configured = service.environment?.SHUTDOWN_GRACE_SECONDS;
      expect(configured).toBeDefined();
      const grace = Number(interpolate(String(configured)) || DEFAULT_GRACE);
      expect(service.stop_grace_period).toBeDefined();
      expect(seconds(service.stop_grace_period!)).toBeGreaterThan(grace);
    });
  });

  describe.each(['dev', 'prod'])('Kubernetes overlay %s', (overlay) => {
    const objects = renderKustomization(path.join(K8S, 'overlays', overlay));
    const config = find(objects, 'ConfigMap', 'studio-config').data as Record<string, string>;

    it.each(SERVERS)(
      'gives the %s pods longer than the server keeps, after their preStop pause',
      (role) => {
        expect(config.SHUTDOWN_GRACE_SECONDS).toBeDefined();
        const pod = podTemplateOf(find(objects, 'Deployment', `studio-${role}`));
        const [container] = pod.spec.containers;
        const fromEnv = container.env?.find(
          (variable) => variable.name === 'SHUTDOWN_GRACE_SECONDS',
        )?.value;
        const grace = Number(fromEnv ?? config.SHUTDOWN_GRACE_SECONDS);
        const preStop = (
          container as { lifecycle?: { preStop?: { exec?: { command?: string[] } } } }
        ).lifecycle?.preStop?.exec?.command;
        const pause = preStop?.[0] === 'sleep' ? Number(preStop[1]) : 0;
        const spec = pod.spec as { terminationGracePeriodSeconds?: number };
        expect(spec.terminationGracePeriodSeconds).toBeGreaterThan(grace + pause);
      },
    );
  });
});
