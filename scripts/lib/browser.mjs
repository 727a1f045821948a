import { accessSync, constants, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Names a system Chromium or Chrome goes by on Linux and macOS package managers.
const SYSTEM_BROWSERS = [
  'chromium',
  'chromium-browser',
  'google-chrome-stable',
  'google-chrome',
  'chrome',
];
const MAC_BROWSERS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The Chromium the end-to-end tests drive, in this order: CHROMIUM_PATH; a system Chromium or
 * Chrome; Playwright's own download; else the Chromium build shipped inside the npm package
 * `@sparticuz/chromium`, unpacked into the temp folder (no download, no root, no apt).
 * A CHROMIUM_PATH that names no browser (empty, or a missing file) skips the system browsers:
 * that is how a run on a machine without one is reproduced.
 *
 * @returns {Promise<{ path: string, source: string, env: Record<string, string> }>}
 */
export async function findChromium(env = process.env) {
  const explicit = env.CHROMIUM_PATH;
  if (explicit !== undefined) {
    if (explicit && isExecutable(explicit))
      return { path: explicit, source: 'CHROMIUM_PATH', env: {} };
    return {
      ...(await shippedOnNpm(env)),
      source: `npm (CHROMIUM_PATH="${explicit}" is no browser)`,
    };
  }
  const system = [...SYSTEM_BROWSERS.flatMap((name) => onPath(name, env)), ...MAC_BROWSERS].find(
    isExecutable,
  );
  if (system) return { path: system, source: 'system', env: {} };
  const playwright = await playwrightDownload();
  if (playwright) return { path: playwright, source: "Playwright's download", env: {} };
  return { ...(await shippedOnNpm(env)), source: 'npm (@sparticuz/chromium)' };
}

async function shippedOnNpm(env) {
  const { default: chromium } = await import('@sparticuz/chromium');
  const executable = await chromium.executablePath();
  // The package unpacks its own fonts next to the binary; a machine without any fontconfig setup
  // would otherwise render every text as boxes.
  const fonts = path.join(tmpdir(), 'fonts');
  const needsFonts =
    !env.FONTCONFIG_PATH && !existsSync('/etc/fonts/fonts.conf') && existsSync(fonts);
  return { path: executable, env: needsFonts ? { FONTCONFIG_PATH: fonts } : {} };
}

async function playwrightDownload() {
  try {
    const { chromium } = await import('@playwright/test');
    const expected = chromium.executablePath();
    return isExecutable(expected) ? expected : null;
  } catch {
    return null;
  }
}

function onPath(name, env) {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name));
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
