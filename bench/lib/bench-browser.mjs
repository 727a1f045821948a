// The headless Chromium the page benchmarks drive: the one the end-to-end tests find (a system
// browser, else the one shipped on npm).
import puppeteer from 'puppeteer-core';
import { findChromium } from '../../scripts/lib/browser.mjs';

export async function launchBenchBrowser() {
  const chromium = await findChromium();
  return puppeteer.launch({
    executablePath: chromium.path,
    env: { ...process.env, ...chromium.env },
    headless: true,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
}
