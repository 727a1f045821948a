import { graphql, signUp, uniqueEmail } from './support/api';
import { graphqlBody } from './support/graphql-requests';
import { animationsSettled, dialogOpened } from './support/motion';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import {
  GENERATE_BUTTON,
  generateAndRead,
  modelOption,
  openAddOnDialog,
  openAdvanced,
  openAdvancedWithModel,
  openDashboard,
  pickModel,
  promptBox,
} from './support/generator';

// Journeys through the generator dashboard against the real stack, with the provider simulator.
const PASSWORD = 'dashboard-secret';

/** A new account, signed in before the page's scripts run. */
async function signIn(page: Page, request: APIRequestContext, who: string) {
  const { token } = await signUp(page, request, {
    name: 'Dash Tester',
    password: PASSWORD,
    email: uniqueEmail(who),
  });
  return token;
}

const negativePromptBox = (page: Page) => page.getByRole('textbox', { name: 'Negative Prompt' });
const imageCountBox = (page: Page) => page.getByRole('spinbutton', { name: 'Number of images' });

test.describe('Generator dashboard', () => {
  test('a visitor is asked to log in; the page is a chunk of its own', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toBeVisible();
    expect(scripts.filter((url) => url.includes('DashboardPage'))).toEqual([]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Please Log In' })).toBeVisible();
    await expect(page.getByText('You need to be logged in to access the dashboard.')).toBeVisible();
    await expect(page.getByRole('button', { name: GENERATE_BUTTON })).toHaveCount(0);
    expect(scripts.filter((url) => url.includes('DashboardPage')).length).toBeGreaterThan(0);
  });

  test('search a model, generate three images, view, download; each query runs once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const operations: string[] = [];
    page.on('request', (sent) => {
      const body = graphqlBody(sent);
      if (body?.operationName)
        operations.push(`${body.operationName} ${JSON.stringify(body.variables ?? {})}`);
    });
    const token = await signIn(page, request, 'gen');
    await openDashboard(page);
    await expect(page.getByRole('banner').getByText('50 credits')).toBeVisible();

    // The search is case-insensitive; choosing closes the list and clears the search.
    await pickModel(page, 'JUGG', 'Juggernaut XL');
    await expect(page.getByRole('listbox', { name: 'Model' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Model', exact: true }).click();
    await expect(page.getByPlaceholder('Sök modeller...')).toHaveValue('');
    await page.getByPlaceholder('Sök modeller...').fill('no such model');
    await expect(page.getByText('Inga modeller hittades')).toBeVisible();
    await page.getByRole('combobox', { name: 'Model', exact: true }).click();

    await promptBox(page).fill('a lighthouse on a cliff at dusk');
    await imageCountBox(page).fill('3');
    await imageCountBox(page).press('Tab');

    const answer = page.waitForResponse(
      (response) => graphqlBody(response.request())?.operationName === 'GenerateImages',
    );
    const input = await generateAndRead(page);
    expect(input).toMatchObject({
      prompt: 'a lighthouse on a cliff at dusk',
      negativePrompt: 'blurry, bad quality',
      model: 'civitai:133005@1759168',
      width: 1024,
      height: 1024,
      format: 'jpeg',
      imageCount: 3,
    });
    // The generation is queued: accepted at once, then followed in its card to its images.
    const result = (await (await answer).json()) as {
      data: { generateImages: { generationId: string; status: string } };
    };
    const { generationId, status } = result.data.generateImages;
    expect(status).toBe('pending');
    const card = page.getByRole('article', { name: 'Generation: a lighthouse on a cliff at dusk' });
    await expect(page.getByText('Generated 3 image(s)')).toBeVisible({ timeout: 30_000 });

    // The viewer zooms and closes (a toast over it: the queue's journeys).
    const first = page.getByRole('figure', { name: 'Generated image 1' });
    await first.hover();
    await first.getByRole('button', { name: 'View full size' }).click();
    const viewer = await dialogOpened(page.getByRole('dialog', { name: 'Full size' }));
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toBeHidden();

    const grid = card.getByRole('list', { name: 'Generated images' });
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(grid).toHaveAttribute('data-columns', '3');

    // The header's balance follows the generation as it settles; the card shows its cost.
    const settled = await graphql<{
      me: { creditBalance: number };
      generation: { providerCostUsd: number };
    }>(
      request,
      'query ($id: ID!) { me { creditBalance } generation(id: $id) { providerCostUsd } }',
      { id: generationId },
      token,
    );
    const { creditBalance } = settled.me;
    expect(creditBalance).toBeLessThan(50);
    const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
      creditBalance,
    );
    await expect(page.getByRole('banner').getByText(`${shown} credits`)).toBeVisible();
    await expect(card.getByLabel('Total cost')).toHaveText(
      `$${settled.generation.providerCostUsd.toFixed(4)}`,
    );

    // Full-size viewer: previous from the first wraps to the last, next from the last to the first.
    await first.hover();
    await first.getByRole('button', { name: 'View full size' }).click();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // Download: the file is named after the image and its format.
    const second = page.getByRole('figure', { name: 'Generated image 2' });
    await second.hover();
    const download = page.waitForEvent('download');
    await second.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toMatch(/^ai-image-\d+-1\.jpeg$/);

    // Copy prompt puts the image's prompt on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await second.hover();
    await second.getByRole('button', { name: 'Copy prompt' }).click();
    await expect(page.getByText('Prompt Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'a lighthouse on a cliff at dusk',
    );

    // Save one into a new folder through the dialog; its rules first.
    const third = page.getByRole('figure', { name: 'Generated image 3' });
    await third.hover();
    await third.getByRole('button', { name: 'Save to folder' }).click();
    const saveDialog = await dialogOpened(page.getByRole('dialog', { name: 'Spara bild i mapp' }));
    await saveDialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Välj en mapp', { exact: true })).toBeVisible();
    await saveDialog.getByText('Ny mapp').click();
    await saveDialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Ange mappnamn', { exact: true })).toBeVisible();
    const folderName = `Fyrar ${Date.now()}`;
    await saveDialog.getByRole('textbox', { name: 'Mappnamn' }).fill(folderName);
    await saveDialog.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Bild sparad')).toBeVisible();
    await expect(saveDialog).toBeHidden();

    // With that folder chosen above the grid, saving goes there without asking.
    await page.getByRole('combobox', { name: 'Save to folder' }).click();
    await animationsSettled(page);
    await page.getByTitle(folderName).click();
    await first.hover();
    const direct = page.waitForResponse(
      (response) => graphqlBody(response.request())?.operationName === 'SaveCreation',
    );
    await first.getByRole('button', { name: 'Save to folder' }).click();
    const saved = (await (await direct).json()) as {
      data: { saveCreation: { folder: { name: string } } };
    };
    expect(saved.data.saveCreation.folder.name).toBe(folderName);
    await expect(page.getByText(`Bilden sparades i mappen "${folderName}".`).last()).toBeVisible();
    await expect(saveDialog).toBeHidden();

    // No query was asked twice: the route reuses what the cache holds.
    // (Another architecture is another question: the default model is FLUX, then SDXL.)
    // The estimate is asked again on purpose when the balance changes, the recent strip after
    // each generation, a queued generation as it is accepted (and while the live channel is
    // down, every few seconds), and where the results are saved after each save.
    const askedAgainOnPurpose = [
      'GenerateImages',
      'EstimateGeneration',
      'RecentGenerations',
      'QueuedGenerationNow',
      'SavedCopies',
    ];
    const queries = operations.filter(
      (name) => !askedAgainOnPurpose.some((operation) => name.startsWith(operation)),
    );
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.filter((name, index) => queries.indexOf(name) !== index)).toEqual([]);

    // Both saved images are in the new folder of the gallery.
    await page.getByRole('link', { name: 'My Images' }).click();
    await page.getByRole('tab', { name: folderName }).click();
    await expect(
      page.getByRole('article', { name: 'a lighthouse on a cliff at dusk' }),
    ).toHaveCount(2);
  });

  test('a FLUX model replaces the negative prompt with a notice', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'flux');
    await openDashboard(page);

    await pickModel(page, 'sdxl', 'SDXL');
    await expect(negativePromptBox(page)).toHaveValue('blurry, bad quality');
    await expect(page.getByText('required, min 2 characters')).toBeVisible();

    await pickModel(page, 'schnell', 'FLUX.1 Schnell');
    await expect(negativePromptBox(page)).toHaveCount(0);
    await expect(page.getByText("FLUX models don't support negative prompts")).toBeVisible();

    await promptBox(page).fill('a neon koi pond');
    const input = await generateAndRead(page);
    expect(input).not.toHaveProperty('negativePrompt');
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible();
  });

  test('an added LoRA is sent with its weight; trigger words go into the prompt', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'lora');
    await openAdvancedWithModel(page, 'sdxl', 'SDXL');

    const { list: loras, dialog } = await openAddOnDialog(page, 'LoRAs', 'LoRA');
    await expect(
      dialog.getByText(/^Showing 2 of \d+ LoRA models compatible with SDXL 1\.0$/),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
    // Picked by its cover: the row shows the model's architecture, version and trigger words.
    await dialog.getByRole('combobox', { name: 'LoRA model', exact: true }).click();
    const pixelArt = dialog.getByRole('option', { name: modelOption('Pixel Art XL') });
    await expect(pixelArt).toHaveAccessibleName(
      'Pixel Art XL SDXL 1.0 v1.1 Trigger words: pixel art',
    );
    await pixelArt.locator('.model-cover').click();
    await expect(dialog.getByRole('listbox')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();

    await expect(loras.getByText('Pixel Art XL', { exact: true })).toBeVisible();
    await expect(loras.getByText(/^Architecture mismatch/)).toHaveCount(0);
    await promptBox(page).fill('a castle');
    await loras.getByRole('button', { name: 'Add trigger word pixel art to the prompt' }).click();
    await expect(promptBox(page)).toHaveValue('a castle, pixel art');

    const input = await generateAndRead(page);
    expect(input.loras).toEqual([{ model: 'civitai:120096@135931', weight: 1 }]);
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible();
  });

  test('1000 x 1000 is refused with the "Image Dimension Error" panel', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'size');
    await openDashboard(page);
    await pickModel(page, 'sdxl', 'SDXL');
    await promptBox(page).fill('a red bicycle');
    await page.getByLabel('Width', { exact: true }).fill('1000');
    await page.getByLabel('Height', { exact: true }).fill('1000');
    await expect(page.getByRole('combobox', { name: 'Preset' })).toBeVisible();
    await expect(page.locator('#generator-preset').locator('..').locator('..')).toContainText(
      'Custom',
    );
    // Flagged before Generate, with the nearest size offered; sent as typed all the same.
    await expect(
      page.getByText('Nearest accepted size: 1024×1024 (sizes are multiples of 64)'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use 1024×1024' })).toBeVisible();

    const input = await generateAndRead(page);
    expect(input).toMatchObject({ width: 1000, height: 1000 });
    const panel = page.getByRole('alert').filter({ hasText: 'Image Dimension Error' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Width and height must be multiples of 64.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download All' })).toBeDisabled();

    // Retry runs again with what is set now: a valid size succeeds.
    await page.getByLabel('Width', { exact: true }).fill('1024');
    await page.getByLabel('Height', { exact: true }).fill('768');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download All' })).toBeEnabled();
  });

  test('save, load and delete a favorite', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'fav');
    await openDashboard(page);
    await pickModel(page, 'dream', 'DreamShaper');

    // Both rules of the save dialog, then a save.
    await page.getByRole('button', { name: 'Save as favorite' }).click();
    const saveDialog = await dialogOpened(page.getByRole('dialog', { name: 'Save as favorite' }));
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Name required')).toBeVisible();
    await saveDialog.getByLabel('Favorite name').fill('Foggy harbour');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Empty prompt')).toBeVisible();
    await saveDialog.getByRole('button', { name: 'Cancel' }).click();

    await promptBox(page).fill('a foggy harbour at dawn');
    await page.getByLabel('Width', { exact: true }).fill('768');
    await page.getByText('PNG', { exact: true }).click();
    await page.getByRole('button', { name: 'Save as favorite' }).click();
    await saveDialog.getByLabel('Favorite name').fill('Foggy harbour');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();

    // Change everything, then load: the favorite's values replace them all.
    await page.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(promptBox(page)).toHaveValue('');
    await page.getByRole('button', { name: /Favorites$/ }).click();
    const list = page.getByRole('dialog', { name: 'Favorites' });
    await expect(list.getByText('Foggy harbour', { exact: true })).toBeVisible();
    // Swedish dates: 2026-11-22 10:15.
    await expect(list.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await list.getByRole('button', { name: 'Load Foggy harbour' }).click();
    await expect(page.getByText('Loaded!')).toBeVisible();
    await expect(promptBox(page)).toHaveValue('a foggy harbour at dawn');
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('768');
    await expect(page.getByRole('radio', { name: 'PNG' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText(
      'DreamShaper',
    );

    // Delete asks first, naming the favorite.
    await page.getByRole('button', { name: /Favorites$/ }).click();
    await list.getByRole('button', { name: 'Delete Foggy harbour' }).click();
    const confirm = await dialogOpened(
      page.getByRole('dialog').filter({ hasText: 'Delete favorite' }),
    );
    await expect(
      confirm.getByText('Are you sure you want to delete the favorite "Foggy harbour"?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Removed!')).toBeVisible();
    await expect(list.getByText('No favorites saved yet')).toBeVisible();
  });

  test('a past generation picked in the strip brings its settings back, with Undo', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request, 'restore');
    await openDashboard(page);
    await pickModel(page, 'jugg', 'Juggernaut XL');
    await promptBox(page).fill('a quiet harbour');
    await page.getByLabel('Height', { exact: true }).fill('1536');
    await generateAndRead(page);
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible({ timeout: 30_000 });

    // Other settings, another generation.
    await pickModel(page, 'sdxl', 'SDXL');
    await promptBox(page).fill('a mountain hut');
    await page.getByLabel('Height', { exact: true }).fill('1024');
    await generateAndRead(page);
    const strip = page.getByRole('region', { name: 'Recent generations' });
    await expect(strip.getByRole('button', { name: /a mountain hut, 1 image$/ })).toBeVisible({
      timeout: 30_000,
    });

    await strip.getByRole('button', { name: /a quiet harbour, 1 image$/ }).click();
    await expect(page.getByText('Settings restored')).toBeVisible();
    await expect(promptBox(page)).toHaveValue('a quiet harbour');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText(
      'Juggernaut XL',
    );
    await expect(page.getByLabel('Height', { exact: true })).toHaveValue('1536');

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(promptBox(page)).toHaveValue('a mountain hut');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText('SDXL');
  });

  test('with "Remember settings" on, a reload keeps the parameters', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'remember');
    await openDashboard(page);
    await pickModel(page, 'pony', 'Pony Diffusion V6 XL');
    await page.getByRole('switch', { name: 'Remember settings' }).click();
    await promptBox(page).fill('a watercolor fox');
    await negativePromptBox(page).fill('lowres, watermark');
    await page.getByLabel('Height', { exact: true }).fill('1536');
    await page.getByText('WEBP', { exact: true }).click();
    await imageCountBox(page).fill('4');
    await imageCountBox(page).press('Tab');
    await openAdvanced(page);
    await page.getByRole('textbox', { name: 'Seed' }).fill('12345');

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText(
      'Pony Diffusion V6 XL',
    );
    await expect(page.getByRole('switch', { name: 'Remember settings' })).toBeChecked();
    await expect(promptBox(page)).toHaveValue('a watercolor fox');
    await expect(negativePromptBox(page)).toHaveValue('lowres, watermark');
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('1024');
    await expect(page.getByLabel('Height', { exact: true })).toHaveValue('1536');
    await expect(page.getByRole('radio', { name: 'WEBP' })).toBeChecked();
    await expect(imageCountBox(page)).toHaveValue('4');
    await openAdvanced(page);
    await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue('12345');

    // Off deletes the saved parameters: the next visit starts from the defaults.
    await page.getByRole('switch', { name: 'Remember settings' }).click();
    await page.reload();
    await expect(promptBox(page)).toHaveValue('');
    await expect(page.getByRole('switch', { name: 'Remember settings' })).not.toBeChecked();
  });
});
