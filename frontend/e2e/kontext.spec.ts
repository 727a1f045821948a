import { generateImages, saveCreation, signUp, uniqueEmail } from './support/api';
import { expect, type Page, test } from './support/fixtures';
import { generateAndRead, openAdvancedWithModel, promptBox } from './support/generator';
import { dialogOpened } from './support/motion';

// An instruction edit on FLUX.1 Kontext [dev]: a saved image from the member's gallery is the
// reference image, the prompt says what to change; it is priced before the click, sent as
// creation:<id>, and the saved result's details show the reference image it was made from.

const BARN = 'a red barn at noon';
const PROMPT = 'paint the barn blue';

const cards = (page: Page) => page.getByRole('article', { name: `Generation: ${PROMPT}` });

test('edit a gallery image by instruction on FLUX.1 Kontext [dev]', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await signUp(page, request, {
    name: 'Kim Kontext',
    password: 'kontext-secret-meadow',
    email: uniqueEmail('kontext'),
  });
  const { generationId, images } = await generateImages(request, token, 1);
  const barn = await saveCreation(request, token, {
    imageUrl: images[0].imageURL,
    generationId,
    prompt: BARN,
  });

  await openAdvancedWithModel(page, 'kontext', 'FLUX.1 Kontext [dev]');
  const section = page.getByRole('group', { name: 'Reference images' });
  await expect(
    section.getByText('Up to 2 images to edit: the prompt says what to change in them.'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'From gallery' }).click();
  const choice = await dialogOpened(page.getByRole('dialog', { name: 'Choose a reference image' }));
  await choice.getByRole('button', { name: `Use ${BARN}` }).click();
  await expect(choice).toBeHidden();
  await expect(section.getByRole('img', { name: 'Reference image 1' })).toBeVisible();
  // A saved character or style is offered here too: its images would be edited as well.
  await expect(page.getByRole('combobox', { name: 'Reference' })).toBeVisible();

  await promptBox(page).fill(PROMPT);
  // Priced before the click.
  expect(await generateAndRead(page, { priced: true })).toMatchObject({
    model: 'runware:106@1',
    prompt: PROMPT,
    referenceImages: [`creation:${barn}`],
  });
  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toBeVisible({
    timeout: 40_000,
  });

  // Saved into a folder of its own, its details say which image it edited.
  const result = cards(page).first().getByRole('figure', { name: 'Generated image 1' });
  await expect(result.getByRole('img', { name: PROMPT })).toBeVisible();

  // Kontext takes no seed image: the result cannot be varied (the server says why) nor used as
  // the source of the next generation.
  await cards(page).first().getByRole('button', { name: /Vary/ }).click();
  await expect(page.getByRole('menuitem', { name: /do not take a seed image/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^Vary \(subtle\)/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await cards(page).first().getByRole('button', { name: 'Tools' }).click();
  await expect(page.getByRole('menuitem', { name: 'Describe' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Use as source' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await result.hover();
  await result.getByRole('button', { name: 'Save to folder' }).click();
  const saveDialog = await dialogOpened(page.getByRole('dialog', { name: 'Spara bild i mapp' }));
  const folderName = `Edits ${Date.now()}`;
  await saveDialog.getByText('Ny mapp').click();
  await saveDialog.getByRole('textbox', { name: 'Mappnamn' }).fill(folderName);
  await saveDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Bild sparad')).toBeVisible();

  await page.getByRole('link', { name: 'My Images' }).click();
  await page.getByRole('tab', { name: folderName }).click();
  await page
    .getByRole('main')
    .getByRole('article', { name: PROMPT, exact: true })
    .getByRole('button', { name: 'Generation Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Generation Details' });
  await expect(details.getByText('FLUX.1 Kontext [dev]')).toBeVisible();
  await expect(details.getByText(`creation:${barn}`)).toBeVisible();
});
