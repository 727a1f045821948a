import { readFile } from 'node:fs/promises';
import yauzl from 'yauzl';
import { expectNoSeriousViolations } from './support/accessibility';
import { dialogOpened } from './support/motion';
import { dismissToasts } from './support/toasts';
import {
  DEFAULT_MODEL,
  generateImages,
  graphql,
  register,
  saveCreation,
  storeToken,
  uniqueEmail,
} from './support/api';
import { type APIRequestContext, expect, type Locator, type Page, test } from './support/fixtures';

const PASSWORD = 'gallery-secret';
const IMAGE_COUNT = 12;

async function registerAs(request: APIRequestContext, name: string, email: string) {
  return (await register(request, { name, email, password: PASSWORD })).token;
}

/**
 * Twelve saved images made through the API: one generation of twelve small images on the default
 * model, each saved once (saving one image twice into a folder is refused), oldest first
 * ("Image 1" .. "Image 12"). Returns prompt → id.
 */
async function saveTwelveImages(request: APIRequestContext, token: string) {
  const { generationId, images } = await generateImages(request, token, IMAGE_COUNT);
  const ids = new Map<string, string>();
  for (let n = 1; n <= IMAGE_COUNT; n += 1) {
    const id = await saveCreation(request, token, {
      imageUrl: images[(n - 1) % images.length].imageURL,
      generationId,
      prompt: `Image ${n}`,
      negativePrompt: 'blurry',
      parameters: {
        steps: 4,
        cfgScale: 3.5,
        scheduler: 'Default',
        imageCount: 4,
        loras: [{ id: 'civitai:58390@62833', name: 'Detail Tweaker', weight: 0.8 }],
      },
    });
    ids.set(`Image ${n}`, id);
  }
  return ids;
}

/** A member signed in on `page` with the twelve saved images of saveTwelveImages. */
async function memberWithTwelveImages(page: Page, request: APIRequestContext, name: string) {
  const token = await registerAs(request, name, uniqueEmail(name.split(' ')[0].toLowerCase()));
  const ids = await saveTwelveImages(request, token);
  await storeToken(page, token);
  return { token, ids };
}

/** The gallery's first page: the nine newest images. */
async function openGallery(page: Page) {
  await page.goto('/gallery');
  await expect(cards(page)).toHaveCount(9);
}

/** Saves an image through the API; returns its id and the signed URL of the stored image. */
async function saveImage(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown>,
): Promise<{ id: string; imageUrl: string }> {
  const { saveCreation: saved } = await graphql<{
    saveCreation: { id: string; imageUrl: string };
  }>(
    request,
    'mutation ($input: SaveCreationInput!) { saveCreation(input: $input) { id imageUrl } }',
    { input: { modelId: DEFAULT_MODEL, ...input } },
    token,
  );
  return saved;
}

/** Every entry of a ZIP file, name → bytes, read with yauzl (CRCs and sizes checked). */
function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (openError, file) => {
      if (openError || !file) return reject(openError ?? new Error('not a ZIP'));
      const entries = new Map<string, Buffer>();
      file.on('error', reject);
      file.on('end', () => resolve(entries));
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error(entry.fileName));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.readEntry();
    });
  });
}

const main = (page: Page) => page.getByRole('main');
const cards = (page: Page) => main(page).getByRole('article');
const card = (page: Page, prompt: string) =>
  main(page).getByRole('article', { name: prompt, exact: true });

/** Hovers a card so its overlay shows, then clicks one of its actions. */
async function cardAction(page: Page, prompt: string, action: 'Download' | 'Move' | 'Delete') {
  const target = card(page, prompt);
  await target.hover();
  await target.getByRole('button', { name: action }).click();
}

/** Scrolls to the end of the list until the gallery says every image is loaded. */
async function scrollToEnd(page: Page) {
  await expect(async () => {
    await page.mouse.wheel(0, 5000);
    await expect(main(page).getByText('All images loaded')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

const tab = (page: Page, name: string) => main(page).getByRole('tab', { name, exact: true });

async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
}

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text);

async function withinManager(page: Page): Promise<Locator> {
  await main(page).getByRole('button', { name: 'Manage folders' }).click();
  const manager = page.getByRole('dialog', { name: 'Manage folders' });
  await expect(manager.getByRole('list', { name: 'Folders' })).toBeVisible();
  return manager;
}

test.describe('Gallery', () => {
  test('browse every page, then download one image', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { ids } = await memberWithTwelveImages(page, request, 'Grace Gallery');

    // The first page holds 9, newest first; scrolling brings the other 3.
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
    await expect(
      main(page).getByText('Manage and organize your created images in folders'),
    ).toBeVisible();
    await expect(tab(page, 'All images')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Default')).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first()).toHaveAccessibleName('Image 12');
    await expect(main(page).getByText('All images loaded')).toBeHidden();
    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(IMAGE_COUNT);
    await expect(cards(page).last()).toHaveAccessibleName('Image 1');
    // Thumbnails load from their signed URLs (no placeholder).
    await expect(card(page, 'Image 1').getByRole('img', { name: 'Image 1' })).toBeVisible();
    await expect(
      card(page, 'Image 1').getByRole('img', { name: 'Image could not be loaded' }),
    ).toHaveCount(0);

    // Download saves the full image as ai-image-{id}.jpg.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await cardAction(page, 'Image 12', 'Download');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`ai-image-${ids.get('Image 12')}.jpg`);
    await expect(toast(page, 'Download completed')).toBeVisible();
  });

  test('a new folder, an image moved into it, and another deleted', async ({ page, request }) => {
    test.setTimeout(90_000);
    await memberWithTwelveImages(page, request, 'Fred Folders');
    await openGallery(page);

    // A new folder, and an image moved into it.
    await main(page).getByRole('button', { name: 'Create new folder' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Folder' });
    await create.getByLabel('Folder Name').fill('Favourites');
    await create.getByLabel('Folder Name').press('Enter');
    await expect(toast(page, 'The folder "Favourites" has been created.')).toBeVisible();
    await expect(tab(page, 'Favourites')).toBeVisible();

    await cardAction(page, 'Image 12', 'Move');
    const move = page.getByRole('dialog', { name: 'Move image to folder' });
    await expect(move.getByRole('button', { name: 'Move' })).toBeDisabled();
    // Choose in the visible list (antd also renders hidden accessibility options), and open it again
    // when a click landed while the list was still animating in.
    await expect(async () => {
      await move.getByRole('combobox', { name: 'Folder' }).click();
      await page
        .locator('.ant-select-item-option', { hasText: 'Favourites' })
        .click({ timeout: 2000 });
      await expect(move.getByRole('button', { name: 'Move' })).toBeEnabled({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(toast(page, 'The image has been moved to the folder "Favourites".')).toBeVisible();
    await expect(card(page, 'Image 12').getByText('Favourites')).toBeVisible();

    await openTab(page, 'Favourites');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAccessibleName('Image 12');

    // Deleting an image asks first, then it is gone.
    await openTab(page, 'All images');
    await expect(cards(page)).toHaveCount(9);
    await cardAction(page, 'Image 11', 'Delete');
    const confirmDelete = await dialogOpened(page.getByRole('dialog', { name: 'Delete image' }));
    await expect(
      confirmDelete.getByText(
        'Are you sure you want to delete this image? This action cannot be undone.',
      ),
    ).toBeVisible();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'The image has been permanently deleted.')).toBeVisible();
    await expect(card(page, 'Image 11')).toHaveCount(0);
    await scrollToEnd(page);
    await expect(cards(page)).toHaveCount(IMAGE_COUNT - 1);
  });

  test('rename a folder, then delete it: its image goes back to Default', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { token, ids } = await memberWithTwelveImages(page, request, 'Rita Rename');
    const { createFolder } = await graphql<{ createFolder: { id: string } }>(
      request,
      'mutation ($name: String!) { createFolder(name: $name) { id } }',
      { name: 'Favourites' },
      token,
    );
    await graphql(
      request,
      'mutation ($id: ID!, $folderId: ID!) { moveCreation(id: $id, folderId: $folderId) { id } }',
      { id: ids.get('Image 12'), folderId: createFolder.id },
      token,
    );
    await page.goto('/gallery');
    await expect(card(page, 'Image 12').getByText('Favourites')).toBeVisible();

    let manager = await withinManager(page);
    await expect(manager.getByRole('button', { name: 'Rename Default' })).toHaveCount(0);
    await manager.getByRole('button', { name: 'Rename Favourites' }).click();
    const rename = manager.getByRole('textbox', { name: 'New name for Favourites' });
    await rename.fill('Keepers');
    await rename.press('Enter');
    await expect(toast(page, 'Folder has been renamed.')).toBeVisible();
    await expect(manager.getByText('Keepers')).toBeVisible();
    await dismissToasts(page); // a toast can lie over the dialog's close button
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(manager).toBeHidden();
    await expect(tab(page, 'Keepers')).toBeVisible();
    await expect(card(page, 'Image 12').getByText('Keepers')).toBeVisible();

    manager = await withinManager(page);
    await manager.getByRole('button', { name: 'Delete Keepers' }).click();
    const confirmFolderDelete = page.locator('.ant-modal').filter({ hasText: 'Radera mappen?' });
    await expect(
      confirmFolderDelete.getByText(
        'Är du säker på att du vill radera mappen "Keepers"? Alla bilder i mappen flyttas till Default.',
      ),
    ).toBeVisible();
    await confirmFolderDelete.getByRole('button', { name: 'Radera' }).click();
    await expect(
      toast(page, 'Mappen har raderats. Bilder har flyttats till Default.'),
    ).toBeVisible();
    await expect(manager.getByText('Keepers')).toHaveCount(0);
    await dismissToasts(page); // a toast can lie over the dialog's close button
    await manager.getByRole('button', { name: 'Close' }).click();
    await expect(tab(page, 'Keepers')).toHaveCount(0);
    await expect(card(page, 'Image 12').getByText('Default')).toBeVisible();
    await openTab(page, 'Default');
    await expect(card(page, 'Image 12')).toBeVisible();

    // The server agrees: after a reload, Image 12 is still in Default and the folder is gone.
    await page.reload();
    await expect(tab(page, 'Default')).toBeVisible();
    await expect(tab(page, 'Keepers')).toHaveCount(0);
    await expect(card(page, 'Image 12').getByText('Default')).toBeVisible();
  });

  test('the full-size viewer counts, zooms and steps through the gallery', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await memberWithTwelveImages(page, request, 'Vic Viewer');
    await openGallery(page);

    // The full-size viewer counts the whole gallery (the server's count: one page is loaded).
    await card(page, 'Image 12').getByRole('img', { name: 'Image 12' }).click();
    const viewer = await dialogOpened(page.getByRole('dialog', { name: 'Full size' }));
    await expect(viewer.getByText(`1 / ${IMAGE_COUNT}`, { exact: true })).toBeVisible();
    // A double click zooms to 2x and back.
    const fullImage = viewer.getByRole('img', { name: 'Image 12' });
    await fullImage.dblclick();
    await expect(fullImage).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
    await fullImage.dblclick();
    await expect(fullImage).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
    // Nothing before the first while more pages exist; Next and Previous step through.
    await expect(viewer.getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText(`2 / ${IMAGE_COUNT}`, { exact: true })).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByText(`1 / ${IMAGE_COUNT}`, { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, '/gallery (lightbox)');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('generation details, and its settings copied to the dashboard', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await memberWithTwelveImages(page, request, 'Dina Details');
    await openGallery(page);

    // Generation Details, and its settings copied for the dashboard.
    await card(page, 'Image 10').getByRole('button', { name: 'Generation Details' }).click();
    const details = page.getByRole('dialog', { name: 'Generation Details' });
    await expect(details.getByText('Image 10', { exact: true })).toBeVisible();
    await expect(details.getByText('blurry', { exact: true })).toBeVisible();
    await expect(details.getByText('Juggernaut Pro Flux Pro')).toBeVisible();
    await expect(details.getByText('256×256')).toBeVisible();
    await expect(details.getByText('JPG', { exact: true })).toBeVisible();
    await expect(details.getByText('Detail Tweaker')).toBeVisible();
    await expect(details.getByText('Weight: 0.8')).toBeVisible();
    // What is stored as copiedSettings (the dashboard takes it as it opens, so it is read here).
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'copiedSettings') (window as { copied?: string }).copied = value;
        setItem.call(this, key, value);
      };
    });
    // One click: the panel closes, the dashboard opens with the settings in its form.
    await details.getByRole('button', { name: 'Copy Settings to Dashboard' }).click();
    await expect(toast(page, 'Settings copied')).toBeVisible();
    await expect(details).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Copied settings applied')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue(
      'Image 10',
    );
    await expect(page.getByRole('textbox', { name: 'Width' })).toHaveValue('256');
    const copied = await page.evaluate(() => (window as { copied?: string }).copied);
    expect(JSON.parse(copied ?? 'null')).toEqual({
      prompt: 'Image 10',
      negative_prompt: 'blurry',
      model_id: DEFAULT_MODEL,
      width: 256,
      height: 256,
      format: 'jpeg',
      steps: 4,
      cfgScale: 3.5,
      scheduler: 'Default',
      imageCount: 4,
      loras: [{ id: 'civitai:58390@62833', name: 'Detail Tweaker', weight: 0.8 }],
    });
  });

  test('a visitor opening /images signs in and comes back to it', async ({ page, request }) => {
    const email = uniqueEmail('visitor');
    await registerAs(request, 'Vera Visitor', email);

    await page.goto('/images');
    await expect(page).toHaveURL(/\/auth$/);

    const login = page.getByRole('tabpanel', { name: 'Log in' });
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/images$/);
    await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
    await expect(main(page).getByText('No images to display')).toBeVisible();
  });

  test('search prompts, select many, download them as a ZIP and delete them', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await registerAs(request, 'Sam Select', uniqueEmail('select'));
    await storeToken(page, token);
    const { generationId, images } = await generateImages(request, token, 5);
    // Oldest first: the gallery shows them newest first.
    const prompts = [
      'a harbour at dawn',
      'a red fox',
      'a harbour at noon',
      'a harbour at dusk',
      'a harbour at night',
    ];
    const saved = new Map<string, { id: string; imageUrl: string }>();
    for (const [index, prompt] of prompts.entries())
      saved.set(
        prompt,
        await saveImage(request, token, {
          imageUrl: images[index % images.length].imageURL,
          generationId,
          prompt,
        }),
      );

    await page.goto('/gallery');
    await expect(cards(page)).toHaveCount(5);
    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('harbour');
    await expect(cards(page)).toHaveCount(4);
    await expect(card(page, 'a red fox')).toHaveCount(0);
    await expect(cards(page).first()).toHaveAccessibleName('a harbour at night');

    // A click selects one; a shift-click selects the range from it: night, dusk and noon.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await card(page, 'a harbour at night').getByRole('img', { name: 'a harbour at night' }).click();
    await expect(page.getByText('1 selected')).toBeVisible();
    await card(page, 'a harbour at noon')
      .getByRole('img', { name: 'a harbour at noon' })
      .click({ modifiers: ['Shift'] });
    await expect(page.getByText('3 selected')).toBeVisible();
    const chosen = ['a harbour at night', 'a harbour at dusk', 'a harbour at noon'];
    for (const prompt of chosen)
      await expect(
        card(page, prompt).getByRole('checkbox', { name: `Select ${prompt}` }),
      ).toBeChecked();
    await expect(
      card(page, 'a harbour at dawn').getByRole('checkbox', { name: 'Select a harbour at dawn' }),
    ).not.toBeChecked();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^creations-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(toast(page, 'ZIP downloaded')).toBeVisible();

    // The ZIP holds exactly the three selected images: each once, named from its prompt and id,
    // with the bytes of the stored image its URL serves.
    const entries = await zipEntries(await readFile(await download.path()));
    expect(entries.size).toBe(chosen.length);
    for (const prompt of chosen) {
      const { id, imageUrl } = saved.get(prompt)!;
      const named = [...entries.keys()].filter((name) => name.includes(id));
      expect(named).toEqual([
        expect.stringMatching(new RegExp(`^${prompt.replaceAll(' ', '-')}-${id}\\.jpe?g$`)),
      ]);
      const bytes = entries.get(named[0])!;
      const original = await request.get(imageUrl);
      expect(original.ok()).toBe(true);
      const expected = await original.body();
      expect(bytes.subarray(0, 3), `${prompt} is a JPEG`).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bytes.length, `${prompt}: size`).toBe(expected.length);
      expect(bytes.equals(expected), `${prompt}: the stored image's bytes`).toBe(true);
    }

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = await dialogOpened(page.getByRole('dialog', { name: 'Delete images' }));
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'a harbour at dawn')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search prompts' }).fill('');
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, 'a red fox')).toBeVisible();
  });
});
