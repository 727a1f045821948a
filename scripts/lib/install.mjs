import { existsSync, statSync } from 'node:fs';
import { at, ROOT } from './paths.mjs';
import { npm, runOrExit } from './run.mjs';

/**
 * Installs dependencies when they are missing or older than the lockfile: exactly the locked
 * versions. `npm install` rather than `npm ci`, because `npm ci` refuses a lockfile that lacks
 * optional binaries for other platforms, which some registries do not serve.
 */
export async function ensureDependencies() {
  const marker = at('node_modules', '.package-lock.json');
  const lock = at('package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('› Installing dependencies (npm install, locked versions)…');
  await runOrExit(npm, ['install', '--no-audit', '--no-fund'], { cwd: ROOT });
}
