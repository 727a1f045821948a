import { existsSync, statSync } from 'node:fs';
import { at, ROOT } from './paths.mjs';
import { npm, runOrExit } from './run.mjs';

/**
 * Installs dependencies when they are missing or older than the lockfile. Uses `npm ci`, so the
 * versions are exactly the locked ones.
 */
export async function ensureDependencies() {
  const marker = at('node_modules', '.package-lock.json');
  const lock = at('package-lock.json');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('› Installing dependencies (npm ci)…');
  await runOrExit(npm, ['ci', '--no-audit', '--no-fund'], { cwd: ROOT });
}
