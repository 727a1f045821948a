import { graphql, signUp, uniqueEmail } from './support/api';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/fixtures';
import {
  GENERATE_BUTTON,
  modelOption,
  openAddOnDialog,
  openAdvanced,
  openDashboard,
  pickModel,
  promptBox,
} from './support/generator';
import { graphqlBody } from './support/graphql-requests';
import { animationsSettled, dialogOpened } from './support/motion';
import { dismissToasts } from './support/toasts';

// The workspace's everyday moves, the same on a desktop and on a phone, against the real stack
// and the provider simulator: a LoRA picked by its cover, a batch of four, the viewer over the
// toast, Retry on one image, one image saved twice, and a past batch's settings brought back.
const PASSWORD = 'workspace-secret';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

interface Charge {
  status: string;
  imageCount: number;
  creditsCharged: number;
}

/** The user's balance now. */
async function balance(request: APIRequestContext, token: string): Promise<number> {
  const { me } = await graphql<{ me: { creditBalance: number } }>(
    request,
    'query { me { creditBalance } }',
    {},
    token,
  );
  return me.creditBalance;
}

/** A generation's charge once it has succeeded (0 before: the hold is not counted). */
async function settledCharge(
  request: APIRequestContext,
  token: string,
  id: string,
): Promise<Charge> {
  let generation: Charge | undefined;
  await expect
    .poll(async () => {
      ({ generation } = await graphql<{ generation: Charge }>(
        request,
        'query ($id: ID!) { generation(id: $id) { status imageCount creditsCharged } }',
        { id },
        token,
      ));
      return generation.status;
    })
    .toBe('succeeded');
  return generation!;
}

/** Runs `click` and returns the id of the generation the page's GenerateImages got back. */
async function generationIdOf(page: Page, click: () => Promise<void>): Promise<string> {
  const answer = page.waitForResponse(
    (response) => graphqlBody(response.request())?.operationName === 'GenerateImages',
  );
  await click();
  const body = (await (await answer).json()) as {
    data: { generateImages: { generationId: string } };
  };
  return body.data.generateImages.generationId;
}

/** The pictures' addresses of a card's results, in order. */
const sources = (card: Locator) =>
  card
    .getByRole('figure')
    .locator('img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));

/** Presses one of a result's overlay buttons: they show while the pointer is over the picture. */
async function pressOnImage(figure: Locator, name: string) {
  await figure.hover();
  await figure.getByRole('button', { name, exact: true }).click();
}

for (const viewport of VIEWPORTS) {
  test.describe(`The workspace at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 576;

    test('LoRA by its cover, four images, viewer over the toast, retry one, save twice, restore', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const { token } = await signUp(page, request, {
        name: 'Wes Workspace',
        password: PASSWORD,
        email: uniqueEmail(`workspace-${viewport.name}`),
      });
      await openDashboard(page);
      await pickModel(page, 'sdxl', 'SDXL');

      // A LoRA picked by clicking its cover in the add dialog's list (the add-ons fold on a phone).
      await openAdvanced(page);
      if (phone) await page.getByRole('button', { name: /^Add-ons/ }).click();
      const { list: loras, dialog } = await openAddOnDialog(page, 'LoRAs', 'LoRA');
      await dialog.getByRole('combobox', { name: 'LoRA model', exact: true }).click();
      await dialog
        .getByRole('option', { name: modelOption('Pixel Art XL') })
        .locator('.model-cover')
        .click();
      await expect(dialog.getByRole('listbox')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      await expect(loras.getByText('Pixel Art XL', { exact: true })).toBeVisible();

      // Four images (the size settings fold on a phone).
      const prompt = `a harbour crane ${viewport.name}`;
      await promptBox(page).fill(prompt);
      if (phone) await page.getByRole('button', { name: /^Basic controls/ }).click();
      const imageCount = page.getByRole('spinbutton', { name: 'Number of images' });
      await imageCount.fill('4');
      await imageCount.press('Tab');
      const sent = page.waitForRequest(
        (sending) => graphqlBody(sending)?.operationName === 'GenerateImages',
      );
      const batchId = await generationIdOf(page, () =>
        page.getByRole('button', { name: GENERATE_BUTTON }).click(),
      );
      expect(graphqlBody(await sent)?.variables?.input).toMatchObject({
        prompt,
        imageCount: 4,
        loras: [{ model: 'civitai:120096@135931', weight: 1 }],
      });
      const cards = page.getByRole('article', { name: `Generation: ${prompt}` });
      const batch = cards.filter({ hasText: '· 4 images' });
      await expect(page.getByText('Generated 4 image(s)')).toBeVisible({ timeout: 30_000 });
      await expect(batch.getByRole('figure')).toHaveCount(4);

      // The viewer opened while the toast may still show: its close button is free to click (the
      // toast inside the viewer is checked in queue.spec, where the generation is held).
      await pressOnImage(
        batch.getByRole('figure', { name: 'Generated image 1' }),
        'View full size',
      );
      const viewer = await dialogOpened(page.getByRole('dialog', { name: 'Full size' }));
      await viewer.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(viewer).toBeHidden();
      await dismissToasts(page);

      // Retry on image 3: one image made again and charged, the batch's four kept as they were.
      const batchCharge = await settledCharge(request, token, batchId);
      expect(batchCharge.creditsCharged).toBeGreaterThan(0);
      const before = await balance(request, token);
      const batchSources = await sources(batch);
      expect(new Set(batchSources).size).toBe(4);
      const retryId = await generationIdOf(page, () =>
        pressOnImage(batch.getByRole('figure', { name: 'Generated image 3' }), 'Retry'),
      );
      const retried = cards.filter({ hasText: '· 1 image' });
      await expect(retried.getByRole('figure')).toHaveCount(1, { timeout: 30_000 });
      const [newSource] = await sources(retried);
      expect(batchSources).not.toContain(newSource);
      expect(await sources(batch)).toEqual(batchSources);
      const retryCharge = await settledCharge(request, token, retryId);
      expect(retryCharge.imageCount).toBe(1);
      expect(retryCharge.creditsCharged).toBeCloseTo(batchCharge.creditsCharged / 4, 4);
      await expect
        .poll(() => balance(request, token))
        .toBeCloseTo(before - retryCharge.creditsCharged, 4);
      await dismissToasts(page);

      // One image saved twice into the same folder: the second time it is already there.
      const folderName = `Cranes ${viewport.name} ${Date.now()}`;
      const saveDialog = page.getByRole('dialog', { name: 'Spara bild i mapp' });
      const second = batch.getByRole('figure', { name: 'Generated image 2' });
      await pressOnImage(second, 'Save to folder');
      await saveDialog.getByText('Ny mapp').click();
      await saveDialog.getByRole('textbox', { name: 'Mappnamn' }).fill(folderName);
      await saveDialog.getByRole('button', { name: 'Spara' }).click();
      await expect(saveDialog).toBeHidden();
      await expect(page.getByText(`Bilden sparades i mappen "${folderName}".`)).toBeVisible();
      await expect(second.getByText(`Saved to ${folderName}`, { exact: true })).toBeVisible();
      await dismissToasts(page);
      await pressOnImage(second, 'Save to folder');
      await saveDialog.getByRole('combobox', { name: 'Mapp' }).click();
      await animationsSettled(page);
      await page.getByTitle(folderName).click();
      await saveDialog.getByRole('button', { name: 'Spara' }).click();
      await expect(page.getByText('Already saved', { exact: true })).toBeVisible();
      await expect(
        page.getByText(`This image is already saved in ${folderName}`, { exact: true }),
      ).toBeVisible();
      await expect(saveDialog).toBeHidden();
      await expect(second.getByText(`Saved to ${folderName}`, { exact: true })).toBeVisible();
      await dismissToasts(page);

      // A past batch from the recent strip: its settings replace what is set now.
      await promptBox(page).fill('a different prompt');
      await imageCount.fill('2');
      await imageCount.press('Tab');
      const strip = page.getByRole('region', { name: 'Recent generations' });
      await strip.getByRole('button', { name: new RegExp(`${prompt}, 4 images$`) }).click();
      await expect(page.getByText('Settings restored')).toBeVisible();
      await expect(promptBox(page)).toHaveValue(prompt);
      await expect(imageCount).toHaveValue('4');
      await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('SDXL');
      await expect(loras.getByText('Pixel Art XL', { exact: true })).toBeVisible();

      // The gallery holds the twice-saved image once.
      await page.goto('/gallery');
      await page.getByRole('tab', { name: folderName }).click();
      await expect(page.getByRole('main').getByRole('article', { name: prompt })).toHaveCount(1);
    });
  });
}
