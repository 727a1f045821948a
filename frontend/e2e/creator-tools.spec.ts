import { expectNoSeriousViolations } from './support/accessibility';
import { generateImages, signUp } from './support/api';
import { expect, type Page, type Request, test } from './support/fixtures';
import { GENERATE_BUTTON } from './support/generator';

// The creator tools beyond text to image, against the real stack and the provider simulator.
const ACCOUNT = { name: 'Tess Tools', password: 'tools-secret' };
const UUID = /^[0-9a-f-]{36}$/;

interface GraphQLBody {
  operationName?: string;
  variables?: { input?: Record<string, unknown> };
}

const graphqlBody = (request: Request): GraphQLBody | null =>
  request.url().endsWith('/graphql') && request.method() === 'POST'
    ? (request.postDataJSON() as GraphQLBody)
    : null;

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
}

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

test.describe('Creator tools', () => {
  test('upload a source image, paint a mask, and generate from them', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token } = await signUp(page, request, ACCOUNT);
    // A picture to start from: one the simulator made, downloaded as a file would be.
    const [picture] = (await generateImages(request, token, 1)).images;
    const bytes = await (await request.get(picture.imageURL)).body();

    await openDashboard(page);
    await page.getByLabel('Source image file').setInputFiles({
      name: 'harbour.jpg',
      mimeType: 'image/jpeg',
      buffer: bytes,
    });
    await expect(page.getByText('Uploaded image · 256 × 256')).toBeVisible();
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
    await result.getByRole('button', { name: /^Upscale/ }).click();
    await page.getByRole('menuitem', { name: /^Upscale ×2/ }).click();
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
    const dialog = page.getByRole('dialog', { name: 'Spara bild i mapp' });
    await dialog.getByText('Ny mapp').click();
    await dialog.getByRole('textbox', { name: 'Mappnamn' }).fill(`Upscaled ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Spara' }).click();
    expect(graphqlBody(await saved)?.variables?.input?.generationId).toMatch(UUID);
    await expect(page.getByText('Bild sparad')).toBeVisible();

    await result.hover();
    await result.getByRole('button', { name: 'Remove background' }).click();
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
});
