#!/usr/bin/env node
// What a browser really loads for each page of the built web client before the page is idle: every
// script and stylesheet request (the first static imports page-weight.mjs counts, and the deferred
// parts a page asks for as it renders), counted and summed as sent over the wire (the Brotli copy
// the server prefers), in Chromium with an empty cache. The public pages are loaded as a new
// visitor, the others signed in as a member with a saved image.
// Usage: node bench/page-requests.mjs [--files] [route ...]   (every route below by default)
// --files lists each file a page loaded with its KB. The budgets (a column here) are those of
// bench/lib/page-code.mjs, which the page-budget journey enforces.
import { launchBenchBrowser } from './lib/bench-browser.mjs';
import { startBenchStack } from './lib/bench-kit.mjs';
import { memberWithASavedImage } from './lib/bench-member.mjs';
import { overBudget, PAGE_BUDGETS, recordPageCode } from './lib/page-code.mjs';

const ROUTES = ['/', '/about', '/auth', '/dashboard', '/gallery', '/credits', '/settings'];
/** Pages a visitor opens before having an account. */
const PUBLIC = new Set(['/', '/about', '/auth']);

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const listFiles = process.argv.includes('--files');
const routes = named.length > 0 ? named : ROUTES;

const { stack, stop } = await startBenchStack({}, { webIfMissing: true });
const browser = await launchBenchBrowser();

try {
  const { token } = await memberWithASavedImage(stack.url);
  const rows = [];
  for (const route of routes)
    rows.push({ route, ...(await loadOf(route, PUBLIC.has(route) ? null : token)) });
  console.log('Scripts and stylesheets a page loads until idle (empty cache)');
  console.table(rows);
} finally {
  await browser.close();
  await stop();
}

/** The JS and CSS one page load fetches: how many, and their bytes on the wire. */
async function loadOf(route, token) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Signed in from the first script on, as a returning member is.
  if (token)
    await page.evaluateOnNewDocument((value) => localStorage.setItem('authToken', value), token);
  const recording = await recordPageCode(await page.createCDPSession());
  await page.goto(`${stack.url}${route}`, { waitUntil: 'load' });
  await recording.idle();
  const summary = recording.loaded();
  await context.close();
  if (listFiles)
    for (const file of summary.files)
      console.log(
        `${route}\t${(file.bytes / 1024).toFixed(1)}\t${file.url.replace(stack.url, '')}`,
      );
  const over = overBudget(route, summary);
  const kb = (bytes) => Number((bytes / 1024).toFixed(1));
  return {
    scripts: summary.scripts,
    stylesheets: summary.stylesheets,
    'JS KB': kb(summary.jsBytes),
    'CSS KB': kb(summary.cssBytes),
    'total KB': kb(summary.bytes),
    encoding: summary.encodings.join(' '),
    budget: route in PAGE_BUDGETS ? (over.length ? 'over' : 'within') : '',
  };
}
