#!/usr/bin/env node
// The long tasks of a signed-in page's cold load, as the browser itself reports them. The blocking
// time is what Lighthouse sums as TBT: each task's time over 50 ms from the first paint until the
// page is quiet (here measured, not simulated). To tell what made them, each frame that took over
// 50 ms (Chromium's long-animation-frame entries) is listed with the scripts that ran in it: which
// chunk, and what invoked it (a script's evaluation, a resolved promise, React's scheduler).
// Usage: node bench/long-tasks.mjs [--desktop] [--runs N] [route ...]   (default /dashboard)
// 4x CPU slowdown as Lighthouse's mobile profile, unless --desktop. WEB_DIST_DIR audits another build.
import { launchBenchBrowser } from './lib/bench-browser.mjs';
import { startBenchStack } from './lib/bench-kit.mjs';
import { memberWithASavedImage } from './lib/bench-member.mjs';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const routes = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--runs');
if (routes.length === 0) routes.push('/dashboard');
/** After the network has gone quiet, what the page still does (deferred parts, effects). */
const SETTLE_MS = 2000;
const BLOCKING_OVER_MS = 50;

const { stack, stop } = await startBenchStack({}, { webIfMissing: true });
const browser = await launchBenchBrowser();

/** The long frames of one cold load, in the order they came. */
async function longFramesOf(url, token) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((value) => {
    localStorage.setItem('authToken', value);
    globalThis.__longFrames = [];
    globalThis.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        globalThis.__longTasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries())
        globalThis.__longFrames.push({
          start: Math.round(frame.startTime),
          duration: Math.round(frame.duration),
          scripts: frame.scripts.map((script) => ({
            duration: Math.round(script.duration),
            invoker: script.invoker,
            source: (script.sourceURL || '')
              .replace(/^.*\/assets\//, '')
              .replace(/-[\w-]{8}\.js$/, ''),
          })),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
  }, token);
  const cdp = await page.createCDPSession();
  if (!desktop) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const frames = await page.evaluate(() => globalThis.__longFrames);
  const tasks = await page.evaluate(() => globalThis.__longTasks);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  );
  await page.close();
  return { frames, tasks, firstPaint };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const { token } = await memberWithASavedImage(stack.url);
  for (const route of routes) {
    await longFramesOf(`${stack.url}${route}`, token); // the server's first answers, not measured
    const loads = [];
    for (let run = 0; run < runs; run++)
      loads.push(await longFramesOf(`${stack.url}${route}`, token));
    const blocking = loads.map(({ tasks, firstPaint }) =>
      Math.round(
        tasks
          .filter((task) => task.start + task.duration > firstPaint)
          .reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_OVER_MS), 0),
      ),
    );
    console.log(
      `\n${route}: blocking ${blocking.join(', ')} ms (median ${median(blocking)}), ` +
        `${desktop ? 'no' : '4x'} CPU slowdown, ${runs} cold loads`,
    );
    // The median load's frames, each with its longest scripts.
    const shown = loads[blocking.indexOf(median(blocking))];
    console.log(`first paint at ${Math.round(shown.firstPaint)} ms`);
    console.log(
      `long tasks (start+duration ms): ${shown.tasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)}`).join(' ')}`,
    );
    console.log('long frames, with the scripts that ran 10 ms or more in them:');
    for (const frame of shown.frames) {
      console.log(
        `${String(frame.start).padStart(6)} ms  ${String(frame.duration).padStart(4)} ms`,
      );
      for (const script of frame.scripts.filter((s) => s.duration >= 10))
        console.log(
          `          ${String(script.duration).padStart(4)} ms  ${script.source}  ${script.invoker}`,
        );
    }
  }
} finally {
  await browser.close();
  await stop();
}
