import { expect, type Page } from './fixtures';

/**
 * Toasts lie over the header's right end (account menu, credit badge), and a pointer resting on
 * one keeps it open: close them, move the pointer away and let them go before using the header.
 */
export async function dismissToasts(page: Page) {
  const notices = page.locator('.ant-notification-notice');
  // A toast raised while the others were being closed is closed on the next pass.
  await expect(async () => {
    for (const close of await notices.locator('.ant-notification-notice-close').all()) {
      await close.click({ timeout: 2000 }).catch(() => undefined); // it may be leaving already
    }
    await page.mouse.move(10, 400);
    await expect(notices).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
