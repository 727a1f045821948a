import { expect, type Page } from '@playwright/test';
import { animationsSettled } from './motion';

/** Chooses an item of the open dropdown menu once it has stopped moving. */
export async function chooseMenuItem(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  await animationsSettled(page);
  await item.click();
  await expect(item).toBeHidden();
}
