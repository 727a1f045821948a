import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's finite animations have ended (an opening dropdown's slide). Clicked while
 * a popup still moves, an item was once scrolled under the sticky header and the click lost: the
 * menu stayed open and nothing was chosen. Endless animations (spinners) are not waited for.
 */
export async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Chooses an item of the open dropdown menu once it has stopped moving. */
export async function chooseMenuItem(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await animationsSettled(page);
  await item.click();
  await expect(item).toBeHidden();
}
