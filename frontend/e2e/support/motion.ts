import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for what moves to stop before it is clicked. On a busy machine a click aimed at something
 * still sliding or growing was lost: the target moved under the pointer between the moment it was
 * aimed at and the moment it was pressed, so a menu stayed open or a dialog did not close.
 */

/**
 * The page's finite animations have ended (an opening dropdown's slide). Endless ones (spinners)
 * are not waited for.
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

/**
 * A dialog has opened fully: visible, and its opening zoom ended. antd names each phase of it in a
 * class, `…-appear`/`…-enter`, from its first frame to its last, including the frame before its
 * animation starts, which `animationsSettled` would not yet see.
 */
export async function dialogOpened(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)\b/);
  return dialog;
}
