import { expectNoSeriousViolations } from './support/accessibility';
import { administratorToken, generateImages, graphql, signUp } from './support/api';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import {
  addFromAddOnDialog,
  GENERATE_BUTTON,
  openAddOnDialog,
  openAdvanced,
  openAdvancedWithModel,
  openDashboard,
  promptBox,
} from './support/generator';
import { graphqlBody } from './support/graphql-requests';
import { chooseMenuItem } from './support/menus';
import { dialogOpened } from './support/motion';

// The creator tools beyond text to image, against the real stack and the provider simulator.
const ACCOUNT = { name: 'Tess Tools', password: 'tools-secret' };
const UUID = /^[0-9a-f-]{36}$/;
// An SDXL embedding of the provider's catalogue.
const NEGATIVE_XL = { air: 'civitai:118418@134583', name: 'negativeXL' };

/** Generates from the dashboard and answers the input the page sent. */
async function generate(page: Page): Promise<Record<string, unknown>> {
  const sent = page.waitForRequest((request) => {
    return graphqlBody(request)?.operationName === 'GenerateImages';
  });
  await page.getByRole('button', { name: GENERATE_BUTTON }).click();
  const input = graphqlBody(await sent)?.variables?.input ?? {};
  await expect(page.getByText(/Generated \d+ image\(s\)/)).toBeVisible({ timeout: 30_000 });
  return input;
}

/**
 * A new member on the dashboard with a source image uploaded from a file: a picture the simulator
 * made, downloaded as a file would be.
 */
async function openWithUploadedSource(page: Page, request: APIRequestContext) {
  const { token } = await signUp(page, request, ACCOUNT);
  const [picture] = (await generateImages(request, token, 1)).images;
  const bytes = await (await request.get(picture.imageURL)).body();
  await openDashboard(page);
  await page.getByLabel('Source image file').setInputFiles({
    name: 'harbour.jpg',
    mimeType: 'image/jpeg',
    buffer: bytes,
  });
  await expect(page.getByText('Uploaded image · 256 × 256')).toBeVisible();
}

test.describe('Creator tools', () => {
  test('upload a source image, paint a mask, and generate from them', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openWithUploadedSource(page, request);
    await expect(page.getByRole('slider', { name: 'Strength' })).toBeVisible();

    await page.getByRole('button', { name: 'Paint mask' }).click();
    const editor = page.getByRole('dialog', { name: 'Paint mask' });
    const canvas = editor.getByRole('img', { name: 'Mask painting area' });
    await expect(canvas).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard (mask editor)');
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.5, { steps: 8 });
    await page.mouse.up();
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByText('Mask painted')).toBeVisible();

    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a harbour at night');
    const input = await generate(page);
    // The source and the mask went to the provider once, and are named by their imageUUIDs.
    expect(input.seedImage).toMatch(UUID);
    expect(input.maskImage).toMatch(UUID);
    expect(input.strength).toBe(0.8);
  });

  test('upscale a result and save it; remove the background of another', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, request, ACCOUNT);
    await openDashboard(page);
    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a red fox in snow');
    await generate(page);

    const result = page.getByRole('figure', { name: 'Generated image 1' });
    await result.hover();
    // The creator tools are one Tools menu under each result.
    await result.getByRole('button', { name: 'Tools' }).click();
    await chooseMenuItem(page, /^Upscale ×2/);
    const tools = page.getByRole('list', { name: 'Tool results' });
    const upscaled = tools.getByRole('figure', { name: 'Tool result 1' });
    await expect(upscaled).toBeVisible({ timeout: 30_000 });
    await expect(upscaled.getByText('Upscaled ×2')).toBeVisible();
    await expectNoSeriousViolations(page, '/dashboard (tool results)');

    // Saved like any result, into a new folder, with the tool's generation.
    await upscaled.hover();
    const saved = page.waitForRequest(
      (request) => graphqlBody(request)?.operationName === 'SaveCreation',
    );
    await upscaled.getByRole('button', { name: 'Save to folder' }).click();
    const dialog = await dialogOpened(page.getByRole('dialog', { name: 'Spara bild i mapp' }));
    await dialog.getByText('Ny mapp').click();
    await dialog.getByRole('textbox', { name: 'Mappnamn' }).fill(`Upscaled ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect(graphqlBody(await saved)?.variables?.input?.generationId).toMatch(UUID);
    await expect(page.getByText('Bild sparad')).toBeVisible();

    await result.hover();
    await result.getByRole('button', { name: 'Tools' }).click();
    await chooseMenuItem(page, 'Remove background');
    const cutOut = tools.getByRole('figure', { name: 'Tool result 2' });
    await expect(cutOut).toBeVisible({ timeout: 30_000 });
    await expect(cutOut.getByText('Background removed')).toBeVisible();
  });

  test('enhance a prompt and choose a suggestion', async ({ page, request }) => {
    test.setTimeout(60_000);
    await signUp(page, request, ACCOUNT);
    await openDashboard(page);
    const prompt = page.getByRole('textbox', { name: 'Prompt', exact: true });
    await prompt.fill('a lighthouse');
    await page.getByRole('button', { name: 'Enhance prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enhance prompt' });
    await expect(dialog.getByRole('radio')).toHaveCount(3);
    const second = dialog.locator('.ant-radio-wrapper').nth(1);
    const chosen = (await second.innerText()).trim();
    await second.click();
    await expect(dialog.getByRole('radio').nth(1)).toBeChecked();
    await dialog.getByRole('button', { name: 'Use this prompt' }).click();
    await expect(dialog).toBeHidden();
    await expect(prompt).toHaveValue(chosen);
    expect(chosen.toLowerCase()).toContain('lighthouse');
  });

  test('describe a source image into the prompt', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openWithUploadedSource(page, request);
    await expect(promptBox(page)).toHaveValue('');

    const described = page.waitForResponse(
      (response) => graphqlBody(response.request())?.operationName === 'GeneratorDescribeImage',
    );
    await page.getByRole('button', { name: 'Describe image' }).click();
    const answer = (await (await described).json()) as {
      data: { describeImage: { text: string } };
    };
    const text = answer.data.describeImage.text;
    expect(text.length).toBeGreaterThan(10);
    // An empty prompt is filled with the caption as the provider wrote it.
    await expect(promptBox(page)).toHaveValue(text);
  });

  test('add an embedding in Advanced Settings and generate with it', async ({ page, request }) => {
    test.skip(
      !process.env.E2E_ADMIN_EMAIL || !process.env.E2E_ADMIN_PASSWORD,
      'needs the stack administrator (E2E_ADMIN_*) to add the embedding to the catalogue',
    );
    test.setTimeout(90_000);
    await addEmbeddingToCatalogue(request);
    await signUp(page, request, ACCOUNT);
    await openAdvancedWithModel(page, 'sdxl', 'SDXL');

    const { list: embeddings, dialog } = await openAddOnDialog(page, 'Embeddings', 'Embedding');
    await addFromAddOnDialog(dialog, 'Embedding', NEGATIVE_XL.name);
    await expect(embeddings.getByText(NEGATIVE_XL.name, { exact: true })).toBeVisible();

    await promptBox(page).fill('a quiet harbour');
    const input = await generate(page);
    expect(input.embeddings).toEqual([{ model: NEGATIVE_XL.air, weight: 1 }]);
  });

  test('the content check blurs a flagged result until it is shown', async ({ page, request }) => {
    test.setTimeout(90_000);
    await signUp(page, request, ACCOUNT);
    await openDashboard(page);
    await openAdvanced(page);
    await page.getByRole('switch', { name: 'Check for NSFW content' }).click();
    // The simulator's safety check flags prompts with words like this one.
    await promptBox(page).fill('an explicit poster');
    const input = await generate(page);
    expect(input.checkNsfw).toBe(true);

    const result = page.getByRole('figure', { name: 'Generated image 1' });
    const picture = result.getByRole('img', { name: 'an explicit poster' });
    await expect(picture).toHaveClass(/generator-image-sensitive/);
    await expectNoSeriousViolations(page, '/dashboard (flagged result)');
    await result.getByRole('button', { name: 'Sensitive content — click to show' }).click();
    await expect(picture).not.toHaveClass(/generator-image-sensitive/);
  });
});

/** Adds the SDXL embedding to the catalogue as the administrator (once per stack). */
async function addEmbeddingToCatalogue(request: APIRequestContext) {
  const token = await administratorToken(request);
  const { architectures, modelCategories, models } = await graphql<{
    architectures: { id: number; architecture: string }[];
    modelCategories: { id: number; category: string }[];
    models: { civitAIR: string }[];
  }>(
    request,
    '{ architectures { id architecture } modelCategories { id category } models { civitAIR } }',
    {},
    token,
  );
  if (models.some((model) => model.civitAIR === NEGATIVE_XL.air)) return;
  await graphql(
    request,
    'mutation ($input: AdminModelInput!) { adminAddModel(input: $input) { id } }',
    {
      input: {
        civitAIR: NEGATIVE_XL.air,
        name: NEGATIVE_XL.name,
        modelCategoryId: modelCategories.find(({ category }) => category === 'Embedding')!.id,
        architectureId: architectures.find(({ architecture }) => architecture === 'SDXL 1.0')!.id,
      },
    },
    token,
  );
}
