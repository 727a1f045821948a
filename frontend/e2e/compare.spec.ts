import { expect, test } from './support/fixtures';
import { promptBox, signUpOnDashboard } from './support/generator';

// Compare before spending: a 3 × 3 comparison of CFG and steps, its total estimate shown and
// confirmed, nine images filling a grid under its headers, the grid saved to the gallery.

const PROMPT = 'a brass lighthouse under a storm';

test('a 3×3 comparison of CFG and steps with its estimate confirmed, saved as a grid', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signUpOnDashboard(page, request, 'Compare');
  await promptBox(page).fill(PROMPT);
  await page.getByRole('button', { name: 'Compare…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Compare' });
  await expect(dialog.getByRole('combobox', { name: 'Columns (X) setting' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Columns (X) values' }).fill('3, 5, 7');
  await dialog.getByRole('textbox', { name: 'Rows (Y) values' }).fill('10, 20, 30');
  await expect(dialog.getByTestId('comparison-estimate')).toContainText(
    /Total estimate: [\d.,]+ credits for 9 images/,
  );
  const confirm = dialog.getByRole('button', { name: /^Confirm and start · [\d.,]+ credits$/ });
  await expect(confirm).toBeEnabled();
  await confirm.click();

  const grid = dialog.getByRole('table', { name: 'Comparison grid' });
  for (const header of ['CFG 3', 'CFG 5', 'CFG 7'])
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  for (const header of ['Steps 10', 'Steps 20', 'Steps 30'])
    await expect(grid.getByRole('rowheader', { name: header })).toBeVisible();
  await expect(grid.getByRole('img', { name: /^CFG \d · Steps \d+$/ })).toHaveCount(9, {
    timeout: 60_000,
  });
  await expect(grid.getByRole('img', { name: 'CFG 7 · Steps 20' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Save grid' }).click();
  await expect(page.getByText('Grid saved to your gallery')).toBeVisible();

  // Listed under Past comparisons with its saved grid, and reopened from there.
  await dialog.getByRole('button', { name: 'New comparison' }).click();
  const past = dialog.getByTestId(/^past-comparison-/);
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('9 of 9 done');
  await expect(past.getByRole('img', { name: 'Saved grid' })).toBeVisible();
  await past.getByRole('button', { name: /^Open / }).click();
  await expect(grid.getByRole('img', { name: 'CFG 7 · Steps 20' })).toBeVisible();

  await page.goto('/gallery');
  await expect(
    page.getByRole('main').getByRole('article', { name: PROMPT, exact: true }),
  ).toHaveCount(1, { timeout: 15_000 });
});
