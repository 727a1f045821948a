import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Chromium against the stack as `npm start` starts it. The test runner
 * (scripts/test.mjs) starts that stack, passes its address in E2E_BASE_URL, its mail catcher's in
 * E2E_MAIL_URL (read with latestMailTo from scripts/lib/mail-catcher.mjs) and the browser it
 * found in CHROMIUM_PATH (scripts/lib/browser.mjs: a system one, else one shipped on npm).
 */
export default defineConfig({
  testDir: 'frontend/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Bounds for what never comes, not speeds: a page that shows is used at once. Twice Playwright's
  // defaults, since a signed-in page took over 10 s to show on two cores shared with other test runs.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    // Without these an action or a navigation that never completes waits out the whole test, and
    // the failure names the test's timeout instead of the step that hung.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    // Recording a trace for every journey cost a fifth of the suite's time (1.3 → 1.0 min for
    // the gallery and landing journeys); to look into a failure, rerun that journey with
    // E2E_TRACE=retain-on-failure. A failure's screenshot is kept either way.
    trace: (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
