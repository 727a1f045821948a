import { overBudget, PAGE_BUDGETS, recordPageCode } from '../../bench/lib/page-code.mjs';
import { register, saveNewImages, storeToken } from './support/api';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';

/** A new member with one generated image saved: what the signed-in pages are measured with. */
async function memberWithASavedImage(request: APIRequestContext): Promise<string> {
  const { token } = await register(request, { name: 'Budget Member', password: 'budget-secret' });
  await saveNewImages(request, token, ['a lighthouse at dusk']);
  return token;
}

/** What each route shows once loaded: the page has rendered, not an error or a sign-in prompt. */
const shown: Record<string, (page: Page) => Promise<void>> = {
  '/': (page) => expect(page.getByRole('link', { name: 'Get Started Now' })).toBeVisible(),
  '/dashboard': (page) =>
    expect(page.getByRole('textbox', { name: 'Prompt', exact: true })).toBeVisible({
      timeout: 30_000,
    }),
  '/gallery': (page) =>
    expect(page.getByRole('img', { name: 'a lighthouse at dusk' }).first()).toBeVisible({
      timeout: 30_000,
    }),
};

// Budgets and counting: bench/lib/page-code.mjs, shared with bench/page-requests.mjs.
test.describe('Page budget: the JS and CSS a first visit loads until idle', () => {
  for (const [route, budget] of Object.entries(PAGE_BUDGETS)) {
    test(`${route}: at most ${budget.requests} requests and ${budget.kb} KB on the wire`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      // Each test has a context of its own: an empty cache.
      if (route !== '/') await storeToken(page, await memberWithASavedImage(request));
      const recording = await recordPageCode(await page.context().newCDPSession(page));
      await page.goto(route);
      await shown[route](page);
      await recording.idle();
      const loaded = recording.loaded();
      const files = loaded.files.map(
        (file) => `${(file.bytes / 1024).toFixed(1)} KB ${new URL(file.url).pathname}`,
      );
      expect(overBudget(route, loaded), files.join('\n')).toEqual([]);
      // Counted as sent: the Brotli copies the server prefers.
      expect(loaded.encodings).toEqual(['br']);
    });
  }
});
