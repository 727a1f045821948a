import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { at, ROOT } from './paths.mjs';
import { npm, runOrThrow } from './run.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const TARGETS = [
  { workspace: 'backend', sources: ['backend/src', 'backend/package.json', 'package-lock.json'] },
  {
    workspace: 'simulator',
    sources: ['simulator/src', 'simulator/package.json', 'package-lock.json'],
  },
  {
    workspace: 'frontend',
    sources: [
      'frontend/src',
      'frontend/index.html',
      'frontend/vite.config.ts',
      'frontend/build',
      'frontend/package.json',
      'package-lock.json',
    ],
  },
];

/**
 * Builds each workspace whose sources changed since its last build (a stamp file in dist/); throws
 * on failure. `webIfMissing`: the web client only when it was never built (for callers that never
 * load it, such as the server benchmarks).
 */
export async function ensureBuilt({ force = false, webIfMissing = false } = {}) {
  for (const target of TARGETS) {
    if (!existsSync(at(target.workspace, 'src'))) continue;
    if (
      webIfMissing &&
      target.workspace === 'frontend' &&
      existsSync(at('frontend', 'dist', 'index.html'))
    )
      continue;
    const stamp = at(target.workspace, 'dist', '.build-stamp');
    const sourceTime = Math.max(
      ...target.sources.map((source) => {
        const full = at(source);
        if (!existsSync(full)) return 0;
        return statSync(full).isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
      }),
    );
    if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sourceTime) continue;
    console.log(`› Building ${target.workspace}…`);
    await runOrThrow(npm, ['run', 'build', '-w', target.workspace], { cwd: ROOT });
    writeFileSync(stamp, new Date().toISOString());
  }
}
