import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { type K8sObject } from './kustomize.js';

/** The repository root, from this file (backend/test/deployment). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const K8S = path.join(ROOT, 'k8s');

/** Every YAML file under a folder, recursively. */
export function yamlFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

type Model = new (data: never) => { validate(): void };

/** The typed model of each apiVersion/kind the manifests may use. */
const MODELS: Record<string, Model> = {
  'v1/Namespace': Namespace,
  'v1/ServiceAccount': ServiceAccount,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/Ingress': Ingress,
};

/** Validates one object against the Kubernetes schema of its kind; throws naming the problem. */
export function validateObject(object: K8sObject, source: string): void {
  const Model = MODELS[`${object.apiVersion}/${object.kind}`];
  if (!Model) throw new Error(`${source}: no schema for ${object.apiVersion} ${object.kind}`);
  try {
    new Model(object as never).validate();
  } catch (error) {
    throw new Error(
      `${source}: ${object.kind} ${object.metadata.name} is invalid: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: Record<string, { name: string; key: string }>;
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}

export interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  initContainers?: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

export interface PodTemplate {
  metadata: { labels: Record<string, string>; annotations?: Record<string, string> };
  spec: PodSpec;
}

export function podTemplateOf(object: K8sObject): PodTemplate {
  return (object.spec as { template: PodTemplate }).template;
}

export function find(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((object) => object.kind === kind && object.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered output`);
  return found;
}
