#!/usr/bin/env node
// Lighthouse's performance audit of the built web client, page by page, on the stack `npm start`
// starts: the score, LCP, TBT, CLS and the bytes transferred, with simulated throttling, in
// Lighthouse's desktop profile (the target) or with --mobile its default mobile one (slow 4G, 4x
// CPU slowdown). The signed-in pages are audited as a new member with a saved image.
// Usage: node bench/lighthouse.mjs [--mobile] [--visitor] [--shifts] [--explain] [route ...]   (every route below by default)
// The route `/s/{slug}` is the member's saved image shared (prompt and download shown), opened
// as a visitor without a session would.
// --shifts lists what moved on each page (the layout-shifts audit), to find a CLS's cause.
// --visitor audits every page without a session, as a first-time visitor opens it (the landing
// page's audience); by default the pages are opened signed in.
// --explain prints, per page, the LCP element and its phases, the long main-thread tasks and when
// each script and stylesheet arrived, to find what holds the score down.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launchBenchBrowser } from './lib/bench-browser.mjs';
import { startBenchStack } from './lib/bench-kit.mjs';
import { memberWithASavedImage, shareOf } from './lib/bench-member.mjs';

const ROUTES = ['/', '/about', '/auth', '/dashboard', '/gallery', '/credits', '/s/{slug}'];
const SHARED_PAGE = '/s/{slug}';
const args = process.argv.slice(2);
const mobile = args.includes('--mobile');
const showShifts = args.includes('--shifts');
const explain = args.includes('--explain');
const asVisitor = args.includes('--visitor');
const named = args.filter((arg) => !arg.startsWith('--'));
const routes = named.length > 0 ? named : ROUTES;

const { stack, stop } = await startBenchStack({}, { webIfMissing: true });
const browser = await launchBenchBrowser();

try {
  const { token, creationId } = await memberWithASavedImage(stack.url);
  const sharedPath = routes.includes(SHARED_PAGE)
    ? `/s/${await shareOf(stack.url, token, creationId)}`
    : undefined;
  const rows = [];
  for (const route of routes) {
    const page = await browser.newPage();
    // Signed in from the first script on, as a returning member is; the shared page as a visitor.
    if (route !== SHARED_PAGE && !asVisitor) {
      await page.evaluateOnNewDocument((value) => localStorage.setItem('authToken', value), token);
    }
    const result = await lighthouse(
      `${stack.url}${route === SHARED_PAGE ? sharedPath : route}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      mobile ? undefined : desktopConfig,
      page,
    );
    const { audits, categories } = result.lhr;
    if (showShifts) {
      for (const shift of audits['layout-shifts']?.details?.items ?? []) {
        console.log(route, shift.score.toFixed(3), shift.node?.snippet ?? shift.node?.nodeLabel);
      }
    }
    if (explain) explainPage(route, audits);
    rows.push({
      route,
      score: Math.round((categories.performance.score ?? 0) * 100),
      'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
      'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
      CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      'transferred KB': Math.round(audits['total-byte-weight'].numericValue / 1024),
    });
    await page.close();
  }
  console.log(`Lighthouse ${mobile ? 'mobile' : 'desktop'} profile`);
  console.table(rows);
} finally {
  await browser.close();
  await stop();
}

/** What the LCP waited for, the long tasks and the network timeline of code, for one page. */
function explainPage(route, audits) {
  const lcpTables = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const element = lcpTables[0]?.items?.[0]?.node;
  const label =
    element?.nodeLabel && element.nodeLabel !== element.snippet ? ` "${element.nodeLabel}"` : '';
  console.log(`\n${route}: LCP element ${element?.snippet ?? 'unknown'}${label}`);
  for (const phase of lcpTables[1]?.items ?? []) {
    console.log(`  ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  for (const task of audits['long-tasks']?.details?.items ?? []) {
    console.log(
      `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`,
    );
  }
  for (const group of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    console.log(`  main thread ${group.groupLabel}: ${Math.round(group.duration)} ms`);
  }
  const code = (audits['network-requests']?.details?.items ?? []).filter((request) =>
    ['Script', 'Stylesheet', 'Fetch', 'Document'].includes(request.resourceType),
  );
  for (const request of code) {
    const path = new URL(request.url).pathname;
    console.log(
      `  ${Math.round(request.networkRequestTime)}-${Math.round(request.networkEndTime)} ms ` +
        `${request.resourceType} ${path} ${(request.transferSize / 1024).toFixed(1)} KB`,
    );
  }
}
