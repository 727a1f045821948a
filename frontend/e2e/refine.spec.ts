import { signUp, uniqueEmail } from './support/api';
import { expect, type Page, test } from './support/fixtures';
import { generateAndRead, openAdvancedWithModel, promptBox } from './support/generator';

// Hires fix and face refinement on an SDXL model: offered in Advanced Settings' Refine group,
// sent with the generation, and the image comes out at twice the width and height asked for.

const PROMPT = 'a portrait of a lighthouse keeper';

const cards = (page: Page) => page.getByRole('article', { name: `Generation: ${PROMPT}` });

test('hires fix and face refinement give a 1024 px image from a 512 × 512 request', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signUp(page, request, {
    name: 'Refine Tester',
    password: 'refine-secret-harbour',
    email: uniqueEmail('refine'),
  });
  await openAdvancedWithModel(page, 'sdxl', 'SDXL');
  await page.getByLabel('Width', { exact: true }).fill('512');
  await page.getByLabel('Height', { exact: true }).fill('512');

  const refine = page.getByRole('region', { name: 'Refine' });
  await refine.getByRole('switch', { name: 'Hires fix' }).click();
  await expect(refine.getByRole('combobox', { name: 'Upscaler' })).toBeVisible();
  await refine.getByRole('switch', { name: 'Face refinement' }).click();
  await expect(refine.getByRole('spinbutton', { name: 'Face refinement steps' })).toHaveValue('20');
  // SDXL draws no transparent background: not offered.
  await expect(refine.getByRole('switch', { name: 'Transparent background' })).toHaveCount(0);

  await promptBox(page).fill(PROMPT);
  // Priced with the passes before the click.
  expect(await generateAndRead(page, { priced: true })).toMatchObject({
    width: 512,
    height: 512,
    hiresFix: { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
    faceRefinement: { steps: 20, strength: 0.4 },
  });

  await expect(cards(page).getByText('Done · 1 image', { exact: true })).toBeVisible({
    timeout: 40_000,
  });
  const picture = cards(page)
    .first()
    .getByRole('figure', { name: 'Generated image 1' })
    .getByRole('img', { name: PROMPT });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth), {
      timeout: 20_000,
    })
    .toBe(1024);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(1024);
});
