import { saveNewImages, signUp, uniqueEmail } from './support/api';
import { expect, type Page, test } from './support/fixtures';
import { animationsSettled, dialogOpened } from './support/motion';
import { generateAndRead, openAdvancedWithModel, promptBox } from './support/generator';

// References that persist: two gallery images saved as a character, then applied to a FLUX.1 Dev
// generation (the architecture that keeps an identity), which sends it by id.

const PROMPT = 'a portrait of a sea captain';
const main = (page: Page) => page.getByRole('main');
const card = (page: Page, prompt: string) =>
  main(page).getByRole('article', { name: prompt, exact: true });

test('save a character from two gallery images and generate with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signUp(page, request, {
    name: 'Ria Reference',
    password: 'reference-secret-cove',
    email: uniqueEmail('references'),
  });
  const faces = ['the captain, left profile', 'the captain, facing'];
  await saveNewImages(request, token, faces);

  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const prompt of faces) await card(page, prompt).getByRole('img', { name: prompt }).click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Use as reference' }).click();
  const dialog = await dialogOpened(page.getByRole('dialog', { name: 'Use as reference' }));
  await expect(dialog.getByRole('radio', { name: 'Character' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Reference name' }).fill('Captain Mara');
  await dialog.getByRole('button', { name: 'Save reference' }).click();
  await expect(page.getByText('Saved as reference')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openAdvancedWithModel(page, 'dev', 'FLUX.1 Dev');
  await page.getByRole('combobox', { name: 'Reference' }).click();
  // antd's dropdown rows carry the option's text as their title (its listbox role is for screen readers).
  await page.locator('.ant-select-item-option[title="Captain Mara (2 images)"]').click();
  await expect(page.getByRole('combobox', { name: 'Reference' })).toBeVisible();
  await promptBox(page).fill(PROMPT);
  expect(await generateAndRead(page)).toMatchObject({
    model: 'runware:101@1',
    referenceId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  await expect(
    page
      .getByRole('article', { name: `Generation: ${PROMPT}` })
      .getByText('Done · 1 image', { exact: true }),
  ).toBeVisible({ timeout: 40_000 });

  // Renamed under "Manage…", and the choice shows the new name.
  await page.getByRole('button', { name: 'Manage…' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage references' });
  await expect(manage.getByRole('img', { name: 'Captain Mara' })).toBeVisible();
  // Clicked while the dialog still zooms in, the click can land beside the button (it did once).
  await animationsSettled(page);
  await manage.getByRole('button', { name: 'Rename Captain Mara' }).click();
  await manage.getByRole('textbox', { name: 'New name for Captain Mara' }).fill('Admiral Mara');
  await manage.getByRole('button', { name: 'Save' }).click();
  await expect(manage.getByText('Admiral Mara')).toBeVisible();
  await manage.getByRole('button', { name: 'Close' }).click();
  const reference = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Reference' }) });
  await expect(reference).toContainText('Admiral Mara (2 images)');
});
