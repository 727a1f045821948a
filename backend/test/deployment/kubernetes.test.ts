import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { configKeys, loadAppConfig } from '../../src/config/app-config.js';
import { idOf, type K8sObject, readYamlDocuments, renderKustomization } from './kustomize.js';
import {
  type Container,
  find,
  K8S,
  podTemplateOf,
  ROOT,
  validateObject,
  yamlFiles,
} from './manifests.js';

const CONFIG_KEYS = new Set(configKeys());
const OVERLAYS = ['dev', 'prod'] as const;
/** The app's workloads: they all run the one image and follow the hardening rules. */
const APP_WORKLOADS = [
  ['Deployment', 'studio-api'],
  ['Deployment', 'studio-worker'],
  ['Job', 'studio-migrate'],
] as const;
/** Development-only workloads of the same image (the simulators), hardened like the app's. */
const DEV_WORKLOADS = [
  ['Deployment', 'simulator'],
  ['Deployment', 'payments-simulator'],
] as const;
const PAYMENTS_SIMULATOR_COMMAND = ['node', 'simulator/dist/payments-main.js'];
/** Development's mail catcher (maildev's image, hardened like the app's pods). */
const MAIL_CATCHER = ['Deployment', 'mail-catcher'] as const;
/** The maildev release Docker Compose runs: the dev overlay runs the same one. */
const composeMailImage = () =>
  (
    parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { image?: string }>;
    }
  ).services.mail?.image;

const render = (overlay: string) => renderKustomization(path.join(K8S, 'overlays', overlay));
const relative = (file: string) => path.relative(ROOT, file);

/** Files referenced by a kustomization (resources and patches), recursively from `directory`. */
function referencedFiles(directory: string): string[] {
  const [kustomization] = readYamlDocuments(path.join(directory, 'kustomization.yaml'));
  const entries = [
    ...((kustomization.resources as string[]) ?? []),
    ...((kustomization.patches as { path: string }[]) ?? []).map((patch) => patch.path),
  ];
  return entries.flatMap((entry) => {
    const target = path.resolve(directory, entry);
    return existsSync(path.join(target, 'kustomization.yaml'))
      ? [path.join(target, 'kustomization.yaml'), ...referencedFiles(target)]
      : [target];
  });
}

/** The Secret that prod expects in its namespace, as documented by the example. */
const prodSecretExample = () =>
  readYamlDocuments(path.join(K8S, 'overlays', 'prod', 'secret.example.yaml'))[0] as K8sObject;

/** The variables the payments simulator reads: the environment table of its README section. */
function paymentsSimulatorVariables(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'simulator/README.md'), 'utf8');
  const section = readme.split('\n## Payments simulator')[1].split('\n## ')[0];
  const table = section.split('\n### Environment')[1].split('\n### ')[0];
  return new Set([...table.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map((match) => match[1]));
}

/** The Service each Ingress host sends `/` to. */
function ingressRoutes(objects: K8sObject[]): Record<string, string> {
  const rules = (
    find(objects, 'Ingress', 'studio').spec as {
      rules: {
        host: string;
        http: { paths: { path: string; backend: { service: { name: string } } }[] };
      }[];
    }
  ).rules;
  return Object.fromEntries(
    rules.map((rule) => [
      rule.host,
      rule.http.paths.find((p) => p.path === '/')?.backend.service.name ?? '',
    ]),
  );
}

/** Whether a Service selects the pods of a workload. */
function selects(service: K8sObject, workload: K8sObject): boolean {
  const selector = (service.spec as { selector: Record<string, string> }).selector;
  const labels = podTemplateOf(workload).metadata.labels;
  return Object.entries(selector).every(([key, value]) => labels[key] === value);
}

function secretKeys(secret: K8sObject): string[] {
  return Object.keys({
    ...((secret.stringData as object) ?? {}),
    ...((secret.data as object) ?? {}),
  });
}

/** The environment one app container sees: its ConfigMap and Secret sources, then its own env. */
function environmentOf(
  container: Container,
  objects: K8sObject[],
  externalSecrets: K8sObject[] = [],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(
        env,
        find(objects, 'ConfigMap', source.configMapRef.name).data as Record<string, string>,
      );
    if (source.secretRef) {
      const secret =
        objects.find((o) => o.kind === 'Secret' && o.metadata.name === source.secretRef!.name) ??
        externalSecrets.find((o) => o.metadata.name === source.secretRef!.name);
      if (!secret)
        throw new Error(`Secret ${source.secretRef.name} is neither rendered nor documented`);
      Object.assign(env, secret.stringData ?? {}, secret.data ?? {});
    }
  }
  for (const variable of container.env ?? [])
    if (variable.value !== undefined) env[variable.name] = variable.value;
  return env;
}

describe('Kubernetes manifests (k8s/)', () => {
  const files = yamlFiles(K8S);

  it('parse, and every file is used by a kustomization (the Secret example aside)', () => {
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(() => readYamlDocuments(file)).not.toThrow();
    const used = new Set([
      ...OVERLAYS.flatMap((overlay) => referencedFiles(path.join(K8S, 'overlays', overlay))),
      ...OVERLAYS.map((overlay) => path.join(K8S, 'overlays', overlay, 'kustomization.yaml')),
    ]);
    const unused = files.filter((file) => !used.has(file)).map(relative);
    expect(unused).toEqual(['k8s/overlays/prod/secret.example.yaml']);
  });

  it('hold only objects valid against the Kubernetes schemas (resource files and the Secret example)', () => {
    const patches = new Set(
      OVERLAYS.flatMap((overlay) => {
        const directory = path.join(K8S, 'overlays', overlay);
        const [kustomization] = readYamlDocuments(path.join(directory, 'kustomization.yaml'));
        return ((kustomization.patches as { path: string }[]) ?? []).map((patch) =>
          path.resolve(directory, patch.path),
        );
      }),
    );
    const resourceFiles = files.filter(
      (file) => !file.endsWith('kustomization.yaml') && !patches.has(file),
    );
    let validated = 0;
    for (const file of resourceFiles)
      for (const object of readYamlDocuments(file) as K8sObject[]) {
        validateObject(object, relative(file));
        validated++;
      }
    expect(validated).toBeGreaterThanOrEqual(20);
  });

  describe.each(OVERLAYS)('overlay %s, rendered', (overlay) => {
    const objects = render(overlay);
    const namespace = overlay === 'dev' ? 'studio-dev' : 'studio';
    const externalSecrets = overlay === 'prod' ? [prodSecretExample()] : [];
    const appPods = () =>
      APP_WORKLOADS.map(([kind, name]) => ({
        name,
        pod: podTemplateOf(find(objects, kind, name)),
      }));
    const hardenedPods = () => [
      ...appPods(),
      ...(overlay === 'dev' ? [...DEV_WORKLOADS, MAIL_CATCHER] : []).map(([kind, name]) => ({
        name,
        pod: podTemplateOf(find(objects, kind, name)),
      })),
    ];
    const apiEnvironment = () => {
      const [api] = podTemplateOf(find(objects, 'Deployment', 'studio-api')).spec.containers;
      return environmentOf(api, objects, externalSecrets);
    };
    /** Workloads that run the payments simulator, whatever their name. */
    const paymentsSimulators = () =>
      objects.filter(
        (object) =>
          ['Deployment', 'StatefulSet', 'Job'].includes(object.kind) &&
          podTemplateOf(object).spec.containers.some(
            (container) =>
              container.command?.join(' ') === PAYMENTS_SIMULATOR_COMMAND.join(' ') ||
              (container.env ?? []).some((variable) => variable.name === 'PAYMENTS_SECRET_KEY'),
          ),
      );
    /** Workloads that run maildev, whatever their name. */
    const mailCatchers = () =>
      objects.filter(
        (object) =>
          ['Deployment', 'StatefulSet', 'Job'].includes(object.kind) &&
          podTemplateOf(object).spec.containers.some((container) =>
            /(^|\/)maildev(:|@|$)/.test(container.image),
          ),
      );
    /** The Secret the app reads, rendered (dev) or documented (prod). */
    const studioSecret = () =>
      [
        ...objects.filter((o) => o.kind === 'Secret' && o.metadata.name === 'studio-secrets'),
        ...externalSecrets,
      ][0];

    it('renders objects that are all valid and in the overlay namespace', () => {
      for (const object of objects) {
        validateObject(object, `overlays/${overlay}`);
        if (object.kind !== 'Namespace')
          expect([idOf(object), object.metadata.namespace]).toEqual([idOf(object), namespace]);
      }
      for (const [kind, name] of APP_WORKLOADS) expect(find(objects, kind, name)).toBeDefined();
    });

    it('runs api, worker and migration Job from one image, named by the overlay', () => {
      const images = appPods().flatMap(({ pod }) => pod.spec.containers.map((c) => c.image));
      expect(new Set(images).size).toBe(1);
      expect(images[0]).toMatch(/^([\w.-]+\/)*pixelforge-studio:[\w.-]+$/);
    });

    it('probes the api and the worker on /health/ready (readiness) and /health/live (liveness)', () => {
      for (const name of ['studio-api', 'studio-worker']) {
        const [container] = podTemplateOf(find(objects, 'Deployment', name)).spec.containers;
        expect(container.readinessProbe?.httpGet?.path).toBe('/health/ready');
        expect(container.livenessProbe?.httpGet?.path).toBe('/health/live');
        const port = container.ports?.find(
          (p) => p.name === container.readinessProbe?.httpGet?.port,
        );
        const env = environmentOf(container, objects, externalSecrets);
        expect(port?.containerPort).toBe(Number(env.PORT));
      }
    });

    it('hardens every pod of the image (and the mail catcher): non-root, read-only root, no privilege escalation, no capabilities, requests and limits', () => {
      for (const { name, pod } of hardenedPods()) {
        expect([name, pod.spec.securityContext?.runAsNonRoot]).toEqual([name, true]);
        expect(pod.spec.securityContext?.runAsUser).toBeGreaterThan(0);
        for (const container of [...pod.spec.containers, ...(pod.spec.initContainers ?? [])]) {
          expect(container.securityContext).toMatchObject({
            allowPrivilegeEscalation: false,
            readOnlyRootFilesystem: true,
          });
          expect(container.securityContext?.capabilities?.drop).toContain('ALL');
          for (const kind of ['requests', 'limits'] as const)
            expect(Object.keys(container.resources?.[kind] ?? {}).sort()).toEqual([
              'cpu',
              'memory',
            ]);
          // The only writable places are emptyDirs, /tmp among them.
          const mounts = container.volumeMounts ?? [];
          expect(mounts.map((mount) => mount.mountPath)).toContain('/tmp');
          for (const mount of mounts)
            expect(pod.spec.volumes?.find((v) => v.name === mount.name)?.emptyDir).toBeDefined();
        }
      }
    });

    it('sets only variables of the configuration schema, and a configuration the server accepts', () => {
      const unknown: string[] = [];
      const check = (where: string, names: string[]) =>
        unknown.push(
          ...names.filter((key) => !CONFIG_KEYS.has(key)).map((key) => `${where}: ${key}`),
        );
      for (const { name, pod } of appPods()) {
        for (const container of pod.spec.containers) {
          check(
            `${name} env`,
            (container.env ?? []).map((variable) => variable.name),
          );
          const env = environmentOf(container, objects, externalSecrets);
          check(name, Object.keys(env));
          expect(() => loadAppConfig(env)).not.toThrow();
          expect(env.DATABASE_MIGRATE_ON_START).toBe('false');
        }
      }
      const secrets = [
        ...objects.filter((o) => o.kind === 'Secret' && o.metadata.name === 'studio-secrets'),
        ...externalSecrets,
      ];
      expect(secrets).toHaveLength(1);
      check('Secret studio-secrets', secretKeys(secrets[0]));
      check(
        'ConfigMap studio-config',
        Object.keys(find(objects, 'ConfigMap', 'studio-config').data as object),
      );
      expect(unknown).toEqual([]);
    });

    it('runs the migrations in a Job before the rollout, and the servers do not migrate', () => {
      const job = find(objects, 'Job', 'studio-migrate');
      // Argo CD: a Sync hook in a wave after what it needs and before the Deployments (wave 0).
      const wave = (object: K8sObject) =>
        Number(
          (object.metadata.annotations as Record<string, string> | undefined)?.[
            'argocd.argoproj.io/sync-wave'
          ] ?? 0,
        );
      expect(job.metadata.annotations).toMatchObject({ 'argocd.argoproj.io/hook': 'Sync' });
      const pod = podTemplateOf(job).spec as { serviceAccountName?: string };
      const needs = [
        find(objects, 'ServiceAccount', pod.serviceAccountName!),
        find(objects, 'ConfigMap', 'studio-config'),
      ];
      for (const needed of needs) expect(wave(needed)).toBeLessThan(wave(job));
      expect(wave(job)).toBeLessThan(wave(find(objects, 'Deployment', 'studio-api')));
      // kubectl: `apply -l pixelforge-studio/stage=pre-rollout` brings the Job and what it needs.
      for (const object of [job, ...needs])
        expect(object.metadata.labels).toMatchObject({ 'pixelforge-studio/stage': 'pre-rollout' });
      const [container] = podTemplateOf(job).spec.containers;
      expect(container.command).toEqual(['node', 'backend/dist/cli/migrate.js']);
      expect(existsSync(path.join(ROOT, 'backend/src/cli/migrate.ts'))).toBe(true);
      for (const name of ['studio-api', 'studio-worker']) {
        const [server] = podTemplateOf(find(objects, 'Deployment', name)).spec.containers;
        expect(server.command).toBeUndefined(); // the image's default: backend/dist/main.js
        expect(environmentOf(server, objects, externalSecrets).APP_ROLE).toBe(
          name.replace('studio-', ''),
        );
      }
    });

    it('scales the api with an autoscaler (at least 2 replicas) and guards api and worker with disruption budgets', () => {
      const hpa = find(objects, 'HorizontalPodAutoscaler', 'studio-api');
      const hpaSpec = hpa.spec as {
        scaleTargetRef: { kind: string; name: string };
        minReplicas: number;
      };
      expect(hpaSpec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'studio-api' });
      expect(hpaSpec.minReplicas).toBeGreaterThanOrEqual(2);
      for (const name of ['studio-api', 'studio-worker']) {
        const labels = podTemplateOf(find(objects, 'Deployment', name)).metadata.labels;
        const pdb = find(objects, 'PodDisruptionBudget', name);
        const selector = (pdb.spec as { selector: { matchLabels: Record<string, string> } })
          .selector;
        expect(labels).toMatchObject(selector.matchLabels);
      }
    });

    it('routes the Ingress to the api Service, which selects the api pods', () => {
      const service = find(objects, 'Service', 'studio-api');
      const serviceSpec = service.spec as {
        selector: Record<string, string>;
        ports: { name: string }[];
      };
      const apiLabels = podTemplateOf(find(objects, 'Deployment', 'studio-api')).metadata.labels;
      expect(apiLabels).toMatchObject(serviceSpec.selector);
      const workerLabels = podTemplateOf(find(objects, 'Deployment', 'studio-worker')).metadata
        .labels;
      expect(workerLabels).not.toMatchObject(serviceSpec.selector);
      const ingress = find(objects, 'Ingress', 'studio');
      const rules = (
        ingress.spec as {
          rules: {
            http: {
              paths: {
                path: string;
                backend: { service: { name: string; port: { name: string } } };
              }[];
            };
          }[];
        }
      ).rules;
      const root = rules[0].http.paths.find((p) => p.path === '/');
      expect(root?.backend.service.name).toBe('studio-api');
      expect(serviceSpec.ports.map((p) => p.name)).toContain(root?.backend.service.port.name);
    });

    it('keeps live WebSockets open through the Ingress without tying a client to one replica', () => {
      const annotations = (find(objects, 'Ingress', 'studio').metadata.annotations ?? {}) as Record<
        string,
        string
      >;
      // graphql-ws pings every 12 s: a proxy timeout must be longer, or idle sockets are cut.
      for (const timeout of ['proxy-read-timeout', 'proxy-send-timeout'])
        expect(Number(annotations[`nginx.ingress.kubernetes.io/${timeout}`])).toBeGreaterThan(12);
      expect(
        Object.keys(annotations).filter((key) => /affinity|upstream-hash-by/.test(key)),
      ).toEqual([]);
    });

    it('sends checkout buyers back to the Ingress host of the app, and gives the server both Stripe secrets', () => {
      const env = apiEnvironment();
      const routes = ingressRoutes(objects);
      const publicUrl = new URL(env.PUBLIC_URL);
      expect(publicUrl.pathname).toBe('/');
      expect(routes[publicUrl.hostname]).toBe('studio-api');
      const secrets = [
        ...objects.filter((o) => o.kind === 'Secret' && o.metadata.name === 'studio-secrets'),
        ...externalSecrets,
      ];
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
        expect(secretKeys(secrets[0])).toContain(key);
      const configMap = find(objects, 'ConfigMap', 'studio-config').data as Record<string, string>;
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])
        expect(Object.keys(configMap)).not.toContain(key);
      const config = loadAppConfig(env);
      expect(config.STRIPE_SECRET_KEY).toBeTruthy();
      expect(config.STRIPE_WEBHOOK_SECRET).toBeTruthy();
    });

    it('keeps SMTP_URL in the Secret (it may hold a password) and the sender MAIL_FROM in the ConfigMap', () => {
      const configMap = find(objects, 'ConfigMap', 'studio-config').data as Record<string, string>;
      expect(Object.keys(configMap)).not.toContain('SMTP_URL');
      expect(secretKeys(studioSecret())).toContain('SMTP_URL');
      expect(configMap.MAIL_FROM).toMatch(/<[^<>@\s]+@[^<>@\s]+>$/);
      for (const name of ['studio-api', 'studio-worker']) {
        const [container] = podTemplateOf(find(objects, 'Deployment', name)).spec.containers;
        const config = loadAppConfig(environmentOf(container, objects, externalSecrets));
        expect([name, config.MAIL_FROM]).toEqual([name, configMap.MAIL_FROM]);
        expect(config.SMTP_URL).toMatch(/^smtps?:\/\//);
      }
    });

    if (overlay === 'dev') {
      it('runs a mail catcher that the app sends its mail to and browsers read through the Ingress', () => {
        const deployment = find(objects, ...MAIL_CATCHER);
        expect(mailCatchers()).toEqual([deployment]);
        const [container] = podTemplateOf(deployment).spec.containers;
        // A pinned maildev release, the one Docker Compose runs.
        expect(container.image).toMatch(/^maildev\/maildev:\d+\.\d+\.\d+$/);
        expect(container.image).toBe(composeMailImage());
        expect(podTemplateOf(deployment).spec.securityContext?.runAsUser).toBe(1000); // `node`
        expect(container.readinessProbe?.httpGet?.path).toBe('/api/healthz');
        expect(container.livenessProbe?.httpGet?.path).toBe('/api/healthz');
        const value = (name: string) => container.env?.find((v) => v.name === name)?.value;
        expect(Number(value('MAILDEV_MAX_EMAILS'))).toBeGreaterThan(0);
        /** The container port a Service port leads to, for `url` (host = Service, its port). */
        const containerPortBehind = (url: URL) => {
          const service = find(objects, 'Service', url.hostname);
          expect(selects(service, deployment)).toBe(true);
          const servicePort = (
            service.spec as { ports: { port: number; targetPort: string | number }[] }
          ).ports.find((port) => port.port === Number(url.port || 80));
          return container.ports?.find((port) => port.name === servicePort?.targetPort)
            ?.containerPort;
        };
        // The api and the worker (which sends) reach its SMTP port through its Service.
        for (const name of ['studio-api', 'studio-worker']) {
          const [server] = podTemplateOf(find(objects, 'Deployment', name)).spec.containers;
          const smtp = new URL(environmentOf(server, objects).SMTP_URL);
          expect([name, smtp.protocol]).toEqual([name, 'smtp:']);
          expect(containerPortBehind(smtp)).toBe(Number(value('MAILDEV_SMTP_PORT')));
        }
        // Browsers read the messages through the Ingress, on its web port.
        const routes = ingressRoutes(objects);
        const [host] = Object.entries(routes).find(([, name]) => name === 'mail-catcher') ?? [];
        expect(host).toBeDefined();
        const service = find(objects, 'Service', 'mail-catcher');
        const web = (service.spec as { ports: { name: string; port: number }[] }).ports.find(
          (port) => port.name === 'http',
        );
        expect(containerPortBehind(new URL(`http://mail-catcher:${web?.port}`))).toBe(
          Number(value('MAILDEV_WEB_PORT')),
        );
      });

      it('runs the payments simulator, which the api calls, browsers reach through the Ingress and which calls the webhook back', () => {
        const env = apiEnvironment();
        expect(env.PAYMENTS_MODE).toBe('simulator');
        const deployment = find(objects, 'Deployment', 'payments-simulator');
        expect(paymentsSimulators()).toEqual([deployment]);
        const [container] = podTemplateOf(deployment).spec.containers;
        const [api] = podTemplateOf(find(objects, 'Deployment', 'studio-api')).spec.containers;
        expect(container.image).toBe(api.image);
        expect(container.command).toEqual(PAYMENTS_SIMULATOR_COMMAND);
        expect(container.readinessProbe?.httpGet?.path).toBe('/health');
        expect(container.livenessProbe?.httpGet?.path).toBe('/health');
        const variables = paymentsSimulatorVariables();
        const names = (container.env ?? []).map((variable) => variable.name);
        expect(names.filter((name) => !variables.has(name))).toEqual([]);
        const value = (name: string) => container.env?.find((v) => v.name === name);
        // Its keys are the app's, from the same Secret.
        expect(value('PAYMENTS_SECRET_KEY')?.valueFrom?.secretKeyRef).toEqual({
          name: 'studio-secrets',
          key: 'STRIPE_SECRET_KEY',
        });
        expect(value('PAYMENTS_WEBHOOK_SECRET')?.valueFrom?.secretKeyRef).toEqual({
          name: 'studio-secrets',
          key: 'STRIPE_WEBHOOK_SECRET',
        });
        // The api reaches its API through a Service that selects it, on the port it listens on.
        const apiUrl = new URL(env.STRIPE_API_URL);
        const service = find(objects, 'Service', apiUrl.hostname);
        expect(selects(service, deployment)).toBe(true);
        const servicePort = (
          service.spec as { ports: { port: number; targetPort: string | number }[] }
        ).ports.find((port) => port.port === Number(apiUrl.port));
        const containerPort = container.ports?.find(
          (port) => port.name === servicePort?.targetPort,
        );
        expect(containerPort?.containerPort).toBe(Number(value('PORT')?.value));
        expect(value('HOST')?.value).toBe('0.0.0.0');
        // Browsers open its checkout pages through the Ingress.
        const routes = ingressRoutes(objects);
        const publicHost = new URL(value('PAYMENTS_PUBLIC_URL')!.value!).hostname;
        expect(routes[publicHost]).toBe(service.metadata.name);
        // It POSTs signed events to the api's webhook endpoint through the api's Service.
        const webhook = new URL(value('PAYMENTS_WEBHOOK_URL')!.value!);
        expect(webhook.pathname).toBe('/api/billing/webhook');
        const apiService = find(objects, 'Service', webhook.hostname);
        expect(selects(apiService, find(objects, 'Deployment', 'studio-api'))).toBe(true);
        expect(
          (apiService.spec as { ports: { port: number }[] }).ports.map((port) => port.port),
        ).toContain(Number(webhook.port || 80));
      });

      it('brings PostgreSQL, Redis, MinIO (with its bucket) and the simulator into the namespace, and points the app at them', () => {
        const [api] = podTemplateOf(find(objects, 'Deployment', 'studio-api')).spec.containers;
        const env = environmentOf(api, objects);
        const serviceHost = (url: string) => new URL(url).hostname;
        for (const name of [
          serviceHost(env.DATABASE_URL),
          serviceHost(env.REDIS_URL),
          serviceHost(env.S3_ENDPOINT),
          serviceHost(env.RUNWARE_API_URL),
        ])
          expect(find(objects, 'Service', name)).toBeDefined();
        expect(['postgres', 'redis', 'minio']).toEqual(
          ['postgres', 'redis', 'minio'].map(
            (name) => find(objects, 'StatefulSet', name).metadata.name,
          ),
        );
        expect(env.S3_FORCE_PATH_STYLE).toBe('true');
        expect(env.PROVIDER_MODE).toBe('simulator');
        const bucketJob = podTemplateOf(find(objects, 'Job', 'minio-bucket')).spec.containers[0];
        expect(bucketJob.command?.join(' ')).toContain('mc mb --ignore-existing');
        // The simulator is the same image and expects the key the app sends.
        const [simulator] = podTemplateOf(find(objects, 'Deployment', 'simulator')).spec.containers;
        expect(simulator.image).toBe(api.image);
        expect(
          simulator.env?.find((v) => v.name === 'SIMULATOR_API_KEY')?.valueFrom?.secretKeyRef,
        ).toEqual({ name: 'studio-secrets', key: 'RUNWARE_API_KEY' });
      });
    } else {
      it('uses managed services by URL: no database, cache or storage pods, and no Secret in the render', () => {
        const kinds = objects.map((object) => object.kind);
        expect(kinds).not.toContain('StatefulSet');
        expect(kinds).not.toContain('Secret');
        const example = prodSecretExample();
        for (const key of [
          'DATABASE_URL',
          'REDIS_URL',
          'JWT_SECRET',
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
        ])
          expect(secretKeys(example)).toContain(key);
        for (const value of Object.values(example.stringData as Record<string, string>))
          expect(value).toMatch(/REPLACE_ME|example\.com/);
      });

      it("sends mail through the operator's SMTP server (SMTP_URL in the Secret): no mail catcher in the render", () => {
        expect(mailCatchers()).toEqual([]);
        expect(objects.filter((object) => /mail/.test(object.metadata.name))).toEqual([]);
        const smtp = new URL(apiEnvironment().SMTP_URL);
        expect(
          objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name),
        ).not.toContain(smtp.hostname);
        expect(smtp.hostname).toMatch(/\./);
      });

      it('takes payments through Stripe itself: no payments simulator in the render', () => {
        const env = apiEnvironment();
        expect(env.PAYMENTS_MODE).toBe('stripe');
        expect(loadAppConfig(env).STRIPE_API_URL).toBe('https://api.stripe.com');
        expect(new URL(env.PUBLIC_URL).protocol).toBe('https:');
        expect(paymentsSimulators()).toEqual([]);
        expect(objects.filter((object) => /payments/.test(object.metadata.name))).toEqual([]);
      });
    }
  });
});
