#!/usr/bin/env node
// What a browser really loads for each page of the built web client before the page is idle: every
// script and stylesheet request (the first static imports page-weight.mjs counts, and the deferred
// parts a page asks for as it renders), counted and summed as sent over the wire (the Brotli copy
// the server prefers), in Chromium with an empty cache. The public pages are loaded as a new
// visitor, the others signed in as a member with a saved image.
// Usage: node bench/page-requests.mjs [route ...]   (every route below by default)
import { launchBenchBrowser } from './lib/bench-browser.mjs';
import { startBenchStack } from './lib/bench-kit.mjs';
import { memberWithASavedImage } from './lib/bench-member.mjs';

const ROUTES = ['/', '/about', '/auth', '/dashboard', '/gallery', '/credits', '/settings'];
/** Pages a visitor opens before having an account. */
const PUBLIC = new Set(['/', '/about', '/auth']);
/** No request for this long: the page has loaded what it loads by itself. */
const IDLE_MS = 1000;

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
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
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const code = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet')
      code.set(requestId, {
        type,
        bytes: 0,
        encoding: headerOf(response.headers, 'content-encoding'),
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = code.get(requestId);
    if (request) request.bytes = encodedDataLength;
  });
  await page.goto(`${stack.url}${route}`, { waitUntil: 'load' });
  await page.waitForNetworkIdle({ idleTime: IDLE_MS });
  const requests = [...code.values()];
  await context.close();
  const encodings = [...new Set(requests.map((request) => request.encoding ?? 'none'))];
  const sum = (type) =>
    requests.filter((request) => !type || request.type === type).reduce((kb, r) => kb + r.bytes, 0);
  return {
    scripts: requests.filter((request) => request.type === 'Script').length,
    stylesheets: requests.filter((request) => request.type === 'Stylesheet').length,
    'JS KB': Number((sum('Script') / 1024).toFixed(1)),
    'CSS KB': Number((sum('Stylesheet') / 1024).toFixed(1)),
    'total KB': Number((sum() / 1024).toFixed(1)),
    encoding: encodings.join(' '),
  };
}

/** A header's value whatever the case of its name (the protocol reports them as sent). */
function headerOf(headers, name) {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}
