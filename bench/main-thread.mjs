#!/usr/bin/env node
// Where a signed-in page's main-thread time goes on a cold load: a CPU profile of each load in
// Chromium (4x CPU slowdown, as Lighthouse's mobile profile; --desktop for none), its samples
// mapped through the build's source maps to the package or app folder that ran, as the median of
// the runs. What Lighthouse calls Total Blocking Time is made of this work; its audit only names
// the chunk at the top of each long task, which for React and antd is nearly always React.
// Usage: node bench/main-thread.mjs [--desktop] [--runs N] [--inside OWNER] [route ...]
//   (default /dashboard /gallery); --inside lists the functions that ran longest in one owner
//   (a package such as @apollo/client, or an app folder such as src/features/generator).
// It builds the web client with source maps into a temporary folder and serves that build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { at } from '../scripts/lib/paths.mjs';
import { launchBenchBrowser } from './lib/bench-browser.mjs';
import { startBenchStack } from './lib/bench-kit.mjs';
import { memberWithASavedImage } from './lib/bench-member.mjs';

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 3;
const insideFlag = args.indexOf('--inside');
const inside = insideFlag >= 0 ? args[insideFlag + 1] : undefined;
const routes = args.filter(
  (arg, i) => arg.startsWith('/') && args[i - 1] !== '--runs' && args[i - 1] !== '--inside',
);
if (routes.length === 0) routes.push('/dashboard', '/gallery');
/** After the network has gone quiet, what the page still does (deferred parts, effects). */
const SETTLE_MS = 2000;
/** V8 samples every 200 µs: a 5 ms task still gets 25 samples. */
const SAMPLING_US = 200;

const dist = mkdtempSync(path.join(tmpdir(), 'studio-main-thread-'));
const built = spawnSync(
  process.execPath,
  [at('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--sourcemap', '--outDir', dist],
  { cwd: at('frontend'), encoding: 'utf8' },
);
if (built.status !== 0) throw new Error(`The web client did not build:\n${built.stderr}`);
process.env.WEB_DIST_DIR = dist;

const { stack, stop } = await startBenchStack();
const browser = await launchBenchBrowser();
const sourceMaps = new Map();

/** Where a profiled frame ran: its owner (package or app folder) and its original position. */
function placeOf({ url, lineNumber, columnNumber, functionName }) {
  // V8's own entries: (program) is the browser's work outside JavaScript (style, layout, parsing).
  if (!url) return { owner: functionName.startsWith('(') ? functionName : '(native)' };
  const file = new URL(url).pathname;
  if (!file.startsWith('/assets/')) return { owner: '(inline scripts)' };
  if (!sourceMaps.has(file)) {
    const mapFile = path.join(dist, `${file}.map`);
    // The bundler's own runtime has no map.
    const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : null;
    sourceMaps.set(file, map && new SourceMapConsumer(map));
  }
  if (!sourceMaps.get(file)) return { owner: path.basename(file).replace(/-[\w-]{8}\.js$/, '') };
  const original = sourceMaps.get(file).originalPositionFor({
    line: lineNumber + 1,
    column: columnNumber,
  });
  const { source } = original;
  if (!source) return { owner: '(unmapped)' };
  const where = `${source.replace(/^.*node_modules\//, '')}:${original.line} ${functionName || '(anonymous)'}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return { owner: inPackage[1], where };
  const inApp = /src\/((?:features|pages|app|lib)\/?[^/.]*)/.exec(source);
  return { owner: inApp ? `src/${inApp[1]}` : source, where };
}

/** Milliseconds of main-thread time per owner in one cold load of the route. */
async function profileLoad(url, token) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((value) => localStorage.setItem('authToken', value), token);
  const cdp = await page.createCDPSession();
  if (!desktop) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { profile } = await cdp.send('Profiler.stop');
  await page.close();
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const ms = new Map();
  profile.samples.forEach((id, i) => {
    const { owner, where } = placeOf(frames.get(id));
    // With --inside, that owner's time is told function by function instead of as one figure.
    const key = owner === inside && where ? `  ${where}` : owner;
    ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  ms.delete('(idle)');
  return ms;
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const { token } = await memberWithASavedImage(stack.url);
  for (const route of routes) {
    await profileLoad(`${stack.url}${route}`, token); // the server's first answers, not measured
    const loads = [];
    for (let run = 0; run < runs; run++)
      loads.push(await profileLoad(`${stack.url}${route}`, token));
    const owners = new Set(loads.flatMap((load) => [...load.keys()]));
    const rows = [...owners]
      .map((owner) => ({ owner, ms: median(loads.map((load) => load.get(owner) ?? 0)) }))
      .sort((a, b) => b.ms - a.ms);
    const busy = median(loads.map((load) => [...load.values()].reduce((sum, ms) => sum + ms, 0)));
    console.log(
      `\n${route}: ${Math.round(busy)} ms busy on the main thread (median of ${runs} cold ` +
        `loads, ${desktop ? 'no' : '4x'} CPU slowdown, load average ${cpuLoad()})`,
    );
    for (const { owner, ms } of rows.filter((row) => row.ms >= (inside ? 4 : 10)))
      console.log(`${Math.round(ms).toString().padStart(7)} ms  ${owner}`);
  }
} finally {
  await browser.close();
  await stop();
  rmSync(dist, { recursive: true, force: true });
}

function cpuLoad() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
}
