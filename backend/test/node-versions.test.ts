import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { LTS_NODE_VERSION } from '../../scripts/lib/node-runtime.mjs';
import { ROOT } from './deployment/manifests.js';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
  optional?: boolean;
}

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
const supported = readJson<{ engines: { node: string } }>('package.json').engines.node;
const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');

/**
 * A platform's own binary (sharp's for win32-ia32, rolldown's wasm build) is installed only on that
 * platform, whose Node versions its engines speak of; every other package runs wherever we do.
 */
const isPlatformBinary = (entry: LockedPackage) =>
  Boolean(entry.optional && (entry.os?.length || entry.cpu?.length));

describe('the Node.js versions the project supports', () => {
  it('admit Node 20.19, 22.15 and 24.11, and the LTS the server suites run on', () => {
    for (const version of ['20.19.0', '22.15.0', '24.11.0', LTS_NODE_VERSION])
      expect(`${version}: ${semver.satisfies(version, supported)}`).toBe(`${version}: true`);
  });

  it('are supported by every locked dependency (no EBADENGINE on install)', () => {
    const disagreeing = Object.entries(lock.packages).flatMap(([location, entry]) => {
      const needs = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!needs || isPlatformBinary(entry) || semver.subset(supported, needs)) return [];
      return [`${location.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${needs}`];
    });
    expect(disagreeing).toEqual([]);
  });

  it('include the version the production image is built on', () => {
    const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(
      readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8'),
    );
    expect(image?.[1]).toBe(String(semver.major(LTS_NODE_VERSION)));
  });
});
