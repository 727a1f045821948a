// What a page of the built web client loads in the browser until it is idle: every script and
// stylesheet response, counted and summed as sent over the wire. One owner for the counting and
// for the budgets, used by bench/page-requests.mjs (Puppeteer) and the page-budget journey
// (frontend/e2e/page-budget.spec.ts, Playwright): both hand over a Chrome DevTools Protocol session.

/** No request for this long: the page has loaded what it loads by itself. */
export const IDLE_MS = 1000;

/**
 * What a first visit (empty cache) may load until idle: JS and CSS requests, and their KB on the
 * wire (the Brotli copies the server prefers). The targets of bench/README.md "Page requests in
 * the browser": at most 15 requests everywhere, 120 KB for the landing page, 300 KB for the
 * dashboard, 250 KB for the gallery. The dashboard and the gallery do not reach their KB targets
 * yet: their budgets are what they reach now (453.1 and 421.2 KB, bench/README.md, 2026-11-30,
 * then 454.4 and 422.5 KB with the limits taken from the server and the early answers' link;
 * 425.8 and 423.1 KB once the share dialog loaded only when asked for, taking the date picker
 * off the dashboard and into the gallery's own chunk; 430.2 and 428.4 KB with antd's CSS as static
 * files instead of style code run while rendering; the dashboard 434.9 KB with the React
 * Compiler's memo caches in its composition and hooks; 416.6 and 409.2 KB with the parts that wait
 * for a click in chunks of their own; 413.9 and 406.4 KB with the live channel's WebSocket client
 * fetched with the first subscription; 412.4 and 405.0 KB with the icons only other pages draw
 * moved to those pages' code), so that they cannot grow unseen; lower them as the pages shed code.
 */
export const PAGE_BUDGETS = {
  '/': { requests: 15, kb: 120 },
  '/dashboard': { requests: 15, kb: 414 },
  '/gallery': { requests: 15, kb: 406 },
};

/**
 * Starts recording the scripts and stylesheets a page fetches, through a CDP session of that page
 * (Puppeteer's page.createCDPSession() or Playwright's context.newCDPSession(page)). Answers
 * `loaded()`, which sums what was recorded so far, and `idle()`, which resolves once no request of
 * any kind has been open for IDLE_MS (a WebSocket stays out of it).
 */
export async function recordPageCode(cdp) {
  const code = new Map();
  const open = new Set();
  let lastActivity = Date.now();
  const settle = (requestId) => {
    open.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId }) => {
    open.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script' || type === 'Stylesheet')
      code.set(requestId, {
        type,
        url: response.url,
        bytes: 0,
        encoding: headerOf(response.headers, 'content-encoding') ?? 'none',
      });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = code.get(requestId);
    if (request) request.bytes = encodedDataLength;
    settle(requestId);
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  await cdp.send('Network.enable');
  return {
    loaded: () => summaryOf(oncePerFile([...code.values()])),
    idle: async () => {
      while (open.size > 0 || Date.now() - lastActivity < IDLE_MS)
        await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/**
 * One request per file: a stylesheet the route preload (a Link header) fetched is answered again
 * from that preload when the page links it, a second response with no bytes on the wire.
 */
function oncePerFile(requests) {
  const byUrl = new Map();
  for (const request of requests)
    if (!byUrl.has(request.url) || request.bytes > byUrl.get(request.url).bytes)
      byUrl.set(request.url, request);
  return [...byUrl.values()];
}

/** How many scripts and stylesheets, their bytes on the wire, how they were encoded, which files. */
function summaryOf(requests) {
  const bytes = (type) =>
    requests
      .filter((request) => !type || request.type === type)
      .reduce((sum, r) => sum + r.bytes, 0);
  return {
    scripts: requests.filter((request) => request.type === 'Script').length,
    stylesheets: requests.filter((request) => request.type === 'Stylesheet').length,
    requests: requests.length,
    jsBytes: bytes('Script'),
    cssBytes: bytes('Stylesheet'),
    bytes: bytes(),
    encodings: [...new Set(requests.map((request) => request.encoding))],
    files: requests.map((request) => ({ url: request.url, bytes: request.bytes })),
  };
}

/** What is over the route's budget in a summary of recordPageCode, one line each; [] when within. */
export function overBudget(route, summary) {
  const budget = PAGE_BUDGETS[route];
  if (!budget) return [];
  const kb = summary.bytes / 1024;
  return [
    ...(summary.requests > budget.requests
      ? [`${route}: ${summary.requests} JS/CSS requests, budget ${budget.requests}`]
      : []),
    ...(kb > budget.kb ? [`${route}: ${kb.toFixed(1)} KB on the wire, budget ${budget.kb}`] : []),
  ];
}

/** A header's value whatever the case of its name (the protocol reports them as sent). */
function headerOf(headers, name) {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}
