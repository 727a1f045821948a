#!/usr/bin/env node
// What each route of the built web client makes the browser download before it shows: the entry
// chunk, the route's page chunk, everything both import statically, and their CSS, counted as sent
// over the wire (the Brotli copy the server prefers; gzip and raw sizes beside it).
// Usage: node bench/page-weight.mjs [--check] [--dist DIR]   (build first: npm run build)
// --check exits non-zero when a route's first load is above its budget (npm test runs it).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// --dist measures another build (e.g. `vite build --outDir /tmp/x`) without touching frontend/dist.
const distFlag = process.argv.indexOf('--dist');
const DIST =
  distFlag > 0 && process.argv[distFlag + 1]
    ? path.resolve(process.argv[distFlag + 1])
    : fileURLToPath(new URL('../frontend/dist/', import.meta.url));
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');

/**
 * Brotli KB each route may send before it shows (see bench/README.md for the figures). A route that grows past its budget fails npm test. The
 * dashboard's moved from 350 to 351 with the live queue, cancel, retry of one image and the saved
 * tags, then to 352 with the visual pickers (bench/README.md, 2026-11-29). With the deliberate
 * split of 2026-11-30 (frontend/build/splitPlan.ts) a page's static imports hold the antd its deferred
 * parts use too (the shell chunk), so the dashboard's and the gallery's figures here grew while
 * what they load in all fell (bench/lib/page-code.mjs holds the budgets of what a page loads).
 * The limits the client takes from the server and the early answers' link added 0.2-0.3 KB. The
 * share dialog, loaded only when asked for, took the date picker off the dashboard (439 to 411).
 * The gallery's early first page and its eagerly loaded first row took it to 408.0 (budget 409).
 * antd's CSS as static files (frontend/build/antdStaticStyles.ts) weighs a little more than the
 * style code it replaces: 411.3 to 414.0 (dashboard), 408.5 to 412.2 (gallery), for about half of
 * antd's styling work on the main thread (bench/README.md). The React Compiler's memo caches in
 * the dashboard's composition and hooks took it from 414.1 to 418.7, for about 40 % fewer component
 * renders while it loads (bench/README.md, 2026-11-30). The parts that wait for a click (dialogs,
 * the full-size viewers, the gallery's details panel and select mode's bar) in chunks of their
 * own took the dashboard to 400.4 and the gallery to 392.9 (bench/README.md, 2026-12-01); the
 * first-page-drawn mark 0.2-0.3 more. The live channel's WebSocket client, fetched with the first
 * subscription instead of with every signed-in page, took them to 397.7 and 390.2, and the icons
 * only other pages draw, with those pages' code, to 396.2 and 388.8 (2026-12-02).
 */
const BUDGETS_KB = {
  landing: 150,
  dashboard: 397,
  gallery: 390,
};

const ROUTES = {
  landing: 'src/pages/LandingPage.tsx',
  about: 'src/pages/AboutPage.tsx',
  auth: 'src/pages/AuthPage.tsx',
  dashboard: 'src/pages/DashboardPage.tsx',
  gallery: 'src/pages/GalleryPage.tsx',
  credits: 'src/pages/CreditsPage.tsx',
  settings: 'src/pages/SettingsPage.tsx',
  profile: 'src/pages/ProfilePage.tsx',
  admin: 'src/pages/AdminPage.tsx',
};

if (!existsSync(MANIFEST)) {
  console.error(`No build manifest at ${MANIFEST}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The files a chunk needs before it runs: itself, its static imports (recursively), their CSS. */
function firstLoadFiles(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [
    ...new Set([...seen].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])])),
  ];
}

function sizeOf(file, suffix = '') {
  const full = path.join(DIST, file + suffix);
  return existsSync(full) ? statSync(full).size : null;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = Object.entries(ROUTES).map(([route, page]) => {
  if (!manifest[page]) throw new Error(`${page} is not in the build manifest`);
  const files = firstLoadFiles([entry, page]);
  const total = (suffix) =>
    files.reduce((sum, file) => sum + (sizeOf(file, suffix) ?? sizeOf(file)), 0);
  return { route, files: files.length, brotli: total('.br'), gzip: total('.gz'), raw: total('') };
});

console.log('route       files   brotli KB   gzip KB    raw KB   budget KB');
for (const row of rows) {
  const budget = BUDGETS_KB[row.route];
  console.log(
    `${row.route.padEnd(10)} ${String(row.files).padStart(6)} ${kb(row.brotli).padStart(11)} ${kb(row.gzip).padStart(9)} ${kb(row.raw).padStart(9)} ${String(budget ?? '—').padStart(11)}`,
  );
}

if (process.argv.includes('--check')) {
  const over = rows.filter(
    (row) => row.route in BUDGETS_KB && row.brotli > BUDGETS_KB[row.route] * 1024,
  );
  for (const row of over)
    console.error(
      `✖ ${row.route}: ${kb(row.brotli)} KB over its budget of ${BUDGETS_KB[row.route]} KB`,
    );
  process.exit(over.length ? 1 : 0);
}
