import { expect, type Locator, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON, promptBox, signUpOnDashboard } from './support/generator';
import { chooseMenuItem } from './support/menus';
import { dialogOpened } from './support/motion';

// Vary a result twice, subtly from its card then strongly from the full-size viewer: each
// variation says its price, goes through the dashboard's queue as a card of its own, and both
// are done.

const PROMPT = 'a copper lighthouse on a cliff';

const cards = (page: Page) => page.getByRole('article', { name: `Generation: ${PROMPT}` });

async function vary(page: Page, source: Locator, item: RegExp) {
  await source.getByRole('button', { name: /Vary/ }).click();
  // The price is told before the click (and the item's label changes when it arrives).
  await expect(page.getByRole('menuitem', { name: item })).toHaveText(/credits$/);
  await chooseMenuItem(page, item);
}

test('a result varied subtly then strongly gives two more cards, both done', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUpOnDashboard(page, request, 'Vary');
  await promptBox(page).fill(PROMPT);
  await page.getByRole('button', { name: GENERATE_BUTTON }).click();
  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toBeVisible({
    timeout: 20_000,
  });

  const result = cards(page).first().getByRole('figure', { name: 'Generated image 1' });
  await vary(page, result, /^Vary \(subtle\)/);
  await expect(cards(page)).toHaveCount(2);

  // The second from the viewer's action bar: it closes on the queue, where the new card is.
  const first = cards(page).last().getByRole('figure', { name: 'Generated image 1' });
  await first.hover();
  await first.getByRole('button', { name: 'View full size' }).click();
  const viewer = await dialogOpened(page.getByRole('dialog', { name: 'Full size' }));
  await vary(page, viewer, /^Vary \(strong\)/);
  await expect(viewer).toBeHidden();
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toHaveCount(3, {
    timeout: 40_000,
  });
});
