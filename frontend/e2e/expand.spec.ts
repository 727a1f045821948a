import { signUp, uniqueEmail } from './support/api';
import { expect, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON, openDashboard, pickModel, promptBox } from './support/generator';
import { chooseMenuItem } from './support/menus';

// Expand a result's canvas: a 512 × 512 SDXL image extended 256 px to the right comes back from
// the dashboard's queue as a card of its own, 768 px wide.

const PROMPT = 'a lighthouse on a rocky shore at dusk';

const cards = (page: Page) => page.getByRole('article', { name: `Generation: ${PROMPT}` });

test('a result expanded 256 px to the right comes back 768 px wide', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signUp(page, request, {
    name: 'Expand Tester',
    password: 'expand-secret-harbour',
    email: uniqueEmail('expand'),
  });
  await openDashboard(page);
  await pickModel(page, 'sdxl', 'SDXL');
  await promptBox(page).fill(PROMPT);
  await page.getByLabel('Width', { exact: true }).fill('512');
  await page.getByLabel('Height', { exact: true }).fill('512');
  await page.getByRole('button', { name: GENERATE_BUTTON }).click();
  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toBeVisible({
    timeout: 30_000,
  });

  const result = cards(page).first().getByRole('figure', { name: 'Generated image 1' });
  await result.getByRole('button', { name: /^Tools/ }).click();
  await chooseMenuItem(page, /^Expand/);

  const dialog = page.getByRole('dialog', { name: 'Expand canvas' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Prompt' })).toHaveValue(PROMPT);
  await expect(dialog.getByText('512 × 512 →')).toBeVisible();
  await dialog.getByLabel('Right', { exact: true }).fill('256');
  await expect(dialog.getByTestId('expand-size')).toHaveText('768 × 512');
  // Priced before it runs.
  const generate = dialog.getByRole('button', { name: /^Generate · ~[\d.,]+ credits$/ });
  await expect(generate).toBeEnabled({ timeout: 15_000 });
  await generate.click();
  await expect(dialog).toBeHidden();

  // The expansion is a second card, done, with an image 768 px wide.
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toHaveCount(2, {
    timeout: 40_000,
  });
  const expanded = cards(page).first().getByRole('figure', { name: 'Generated image 1' });
  const image = expanded.getByRole('img', { name: PROMPT });
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBe(768);
  expect(await image.evaluate((element) => (element as HTMLImageElement).naturalHeight)).toBe(512);
});
