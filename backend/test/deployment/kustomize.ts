import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/**
 * A small kustomize renderer for exactly the features k8s/ uses, so the tests can render the
 * overlays without a kustomize binary: `resources` (files and directories with a
 * kustomization.yaml), `namespace`, `images`, `replicas` and `patches` with a `path` to a strategic
 * merge patch matched by apiVersion group, kind and name. Any other kustomization field fails the
 * render, so the manifests cannot drift outside what is checked here.
 */

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
}

type Json = Record<string, unknown>;

const SUPPORTED_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'replicas',
  'patches',
]);

/** Kinds without a namespace: the namespace transformer leaves them alone. */
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding']);

/** Keys that strategic merge uses to merge lists element by element (the ones k8s/ can meet). */
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
  imagePullSecrets: 'name',
};

/** Every YAML document of a file, as plain objects (empty documents skipped). */
export function readYamlDocuments(file: string): Json[] {
  const documents = parseAllDocuments(readFileSync(file, 'utf8'));
  return documents
    .map((document) => {
      if (document.errors.length > 0)
        throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
      return document.toJS() as Json | null;
    })
    .filter((value): value is Json => value !== null && value !== undefined);
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const groupOf = (apiVersion: string) => (apiVersion.includes('/') ? apiVersion.split('/')[0] : '');

/** kind/name with the API group, the identity a patch or transformer matches on. */
export const idOf = (object: K8sObject) =>
  `${groupOf(object.apiVersion)}/${object.kind}/${object.metadata.name}`;

/** Strategic merge of `patch` into `target` (a copy is returned; `null` deletes a key). */
export function strategicMerge(target: unknown, patch: unknown, key?: string): unknown {
  if (isObject(target) && isObject(patch)) {
    const merged: Json = { ...target };
    for (const [field, value] of Object.entries(patch)) {
      if (value === null) delete merged[field];
      else merged[field] = field in target ? strategicMerge(target[field], value, field) : value;
    }
    return merged;
  }
  if (Array.isArray(target) && Array.isArray(patch) && key && MERGE_KEYS[key]) {
    const mergeKey = MERGE_KEYS[key];
    const merged = [...target];
    for (const item of patch) {
      const index = merged.findIndex(
        (existing) => isObject(existing) && isObject(item) && existing[mergeKey] === item[mergeKey],
      );
      if (index >= 0) merged[index] = strategicMerge(merged[index], item);
      else merged.push(item);
    }
    return merged;
  }
  return patch;
}

function asObject(value: Json, source: string): K8sObject {
  const metadata = value.metadata;
  if (
    typeof value.apiVersion !== 'string' ||
    typeof value.kind !== 'string' ||
    !isObject(metadata) ||
    typeof metadata.name !== 'string'
  )
    throw new Error(`${source}: a resource needs apiVersion, kind and metadata.name`);
  return value as K8sObject;
}

/** The pod specs of a workload, where images live. */
function podSpecs(object: K8sObject): Json[] {
  const spec = object.spec as Json | undefined;
  if (!spec) return [];
  if (object.kind === 'CronJob') {
    const jobTemplate = spec.jobTemplate as Json | undefined;
    const template = (jobTemplate?.spec as Json | undefined)?.template as Json | undefined;
    return template?.spec ? [template.spec as Json] : [];
  }
  const template = spec.template as Json | undefined;
  return template?.spec ? [template.spec as Json] : [];
}

function imageName(image: string): string {
  const withoutDigest = image.split('@')[0];
  const lastSlash = withoutDigest.lastIndexOf('/');
  const lastColon = withoutDigest.lastIndexOf(':');
  return lastColon > lastSlash ? withoutDigest.slice(0, lastColon) : withoutDigest;
}

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

function applyImages(objects: K8sObject[], rules: ImageRule[]): K8sObject[] {
  return objects.map((object) => {
    const copy = structuredClone(object);
    for (const podSpec of podSpecs(copy)) {
      for (const list of ['containers', 'initContainers']) {
        for (const container of (podSpec[list] as Json[] | undefined) ?? []) {
          const image = container.image as string;
          const rule = rules.find((candidate) => candidate.name === imageName(image));
          if (!rule) continue;
          const name = rule.newName ?? rule.name;
          const tag = image.split('@')[0].slice(imageName(image).length); // ":tag" or ""
          container.image = rule.digest
            ? `${name}@${rule.digest}`
            : `${name}${rule.newTag !== undefined ? `:${rule.newTag}` : tag}`;
        }
      }
    }
    return copy;
  });
}

/** Renders the kustomization in `directory` to its list of objects. */
export function renderKustomization(directory: string): K8sObject[] {
  const file = path.join(directory, 'kustomization.yaml');
  if (!existsSync(file)) throw new Error(`${directory} has no kustomization.yaml`);
  const [kustomization] = readYamlDocuments(file);
  for (const field of Object.keys(kustomization))
    if (!SUPPORTED_FIELDS.has(field))
      throw new Error(`${file}: "${field}" is not supported by the test renderer`);
  if (kustomization.kind !== 'Kustomization')
    throw new Error(`${file}: kind must be Kustomization`);

  let objects: K8sObject[] = [];
  for (const entry of (kustomization.resources as string[] | undefined) ?? []) {
    const target = path.resolve(directory, entry);
    if (!existsSync(target)) throw new Error(`${file}: resource ${entry} does not exist`);
    const found = statSync(target).isDirectory()
      ? renderKustomization(target)
      : readYamlDocuments(target).map((document) => asObject(document, target));
    objects.push(...found);
  }
  const ids = objects.map(idOf);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`${file}: ${duplicate} is defined twice`);

  for (const entry of (kustomization.patches as Json[] | undefined) ?? []) {
    if (typeof entry.path !== 'string' || Object.keys(entry).length !== 1)
      throw new Error(`${file}: only patches with a path (strategic merge) are supported`);
    const patchFile = path.resolve(directory, entry.path);
    for (const patch of readYamlDocuments(patchFile).map((p) => asObject(p, patchFile))) {
      const index = objects.findIndex((object) => idOf(object) === idOf(patch));
      if (index < 0) throw new Error(`${patchFile}: no ${idOf(patch)} to patch`);
      objects[index] = strategicMerge(objects[index], patch) as K8sObject;
    }
  }

  for (const rule of (kustomization.replicas as { name: string; count: number }[]) ?? []) {
    const index = objects.findIndex(
      (object) =>
        object.metadata.name === rule.name &&
        ['Deployment', 'StatefulSet', 'ReplicaSet'].includes(object.kind),
    );
    if (index < 0) throw new Error(`${file}: replicas for unknown workload ${rule.name}`);
    objects[index] = strategicMerge(objects[index], {
      spec: { replicas: rule.count },
    }) as K8sObject;
  }

  if (kustomization.images) objects = applyImages(objects, kustomization.images as ImageRule[]);

  const namespace = kustomization.namespace as string | undefined;
  if (namespace) {
    objects = objects.map((object) =>
      CLUSTER_SCOPED.has(object.kind)
        ? object
        : { ...object, metadata: { ...object.metadata, namespace } },
    );
  }
  return objects;
}
