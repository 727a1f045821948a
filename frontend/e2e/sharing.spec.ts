import { latestMailTo } from '../../scripts/lib/mail-catcher.mjs';
import {
  generateImages,
  graphql,
  register,
  saveCreation,
  signInAsAdministrator,
  signUp,
  uniqueEmail,
} from './support/api';
import { expectNoSeriousViolations } from './support/accessibility';
import { GENERATE_BUTTON, openDashboard, promptBox } from './support/generator';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { dialogOpened } from './support/motion';

// Share links from the owner's side (the gallery) and the viewer's (the shared page, no session).
const PASSWORD = 'sharing-secret';
const LINK_PASSWORD = 'open sesame';
const DAY_MS = 24 * 3600 * 1000;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text);

/** Generates one image on the dashboard and saves it into a new folder of this name. */
async function generateAndSaveTo(page: Page, folderName: string) {
  await openDashboard(page);
  await promptBox(page).fill('a lighthouse shared with a friend');
  const imageCount = page.getByRole('spinbutton', { name: 'Number of images' });
  await imageCount.fill('1');
  await imageCount.press('Tab');
  await page.getByRole('button', { name: GENERATE_BUTTON }).click();
  await expect(page.getByText('Generated 1 image(s)')).toBeVisible({ timeout: 30_000 });

  const image = page.getByRole('figure', { name: 'Generated image 1' });
  await image.hover();
  await image.getByRole('button', { name: 'Save to folder' }).click();
  const saveDialog = await dialogOpened(page.getByRole('dialog', { name: 'Spara bild i mapp' }));
  await saveDialog.getByText('Ny mapp').click();
  await saveDialog.getByRole('textbox', { name: 'Mappnamn' }).fill(folderName);
  await saveDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByText('Bild sparad')).toBeVisible();
  await expect(saveDialog).toBeHidden();
}

/** The stack's mail catcher, when it has one (E2E_MAIL_URL). */
const MAIL_URL = process.env.E2E_MAIL_URL;
const REMIXED_PROMPT = 'a copper kettle on a windowsill';

/**
 * An owner with one saved image shared by a link (made through the API: the share dialog has its
 * own journey above), whose options are `options`. Answers the owner and the page's address.
 */
async function sharedImage(
  request: Parameters<typeof register>[0],
  options: Record<string, unknown>,
) {
  const owner = await register(request, { name: 'Olga Owner', password: PASSWORD });
  const { generationId, images } = await generateImages(request, owner.token, 1);
  const creationId = await saveCreation(request, owner.token, {
    imageUrl: images[0].imageURL,
    generationId,
    prompt: REMIXED_PROMPT,
    parameters: { steps: 6, cfgScale: 5.5 },
  });
  const { createShareLink } = await graphql<{ createShareLink: { url: string } }>(
    request,
    'mutation ($input: CreateShareLinkInput!) { createShareLink(input: $input) { url } }',
    { input: { creationId, ...options } },
    owner.token,
  );
  return { owner, url: createShareLink.url };
}

/** Whether an image has been loaded and decoded (not a broken image). */
const hasLoaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

test.describe('Sharing', () => {
  test('share a folder with a password and 1-day expiry, open it without a session, revoke it', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { token } = await signUp(page, request, {
      name: 'Sam Sharer',
      password: PASSWORD,
      email: uniqueEmail('share'),
    });
    const folderName = `Lighthouses ${Date.now()}`;
    await generateAndSaveTo(page, folderName);

    // The folder's tab offers to share it: 1 day, a password; download and prompt as they are.
    await page.goto('/gallery');
    await main(page).getByRole('tab', { name: folderName }).click();
    await expect(main(page).getByRole('article')).toHaveCount(1);
    await main(page)
      .getByRole('button', { name: `Share folder ${folderName}` })
      .click();
    const dialog = await dialogOpened(
      page.getByRole('dialog', { name: `Share folder "${folderName}"` }),
    );
    await dialog.getByText('1 day', { exact: true }).click();
    await dialog.getByLabel('Password (optional)').fill(LINK_PASSWORD);
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByText('Link created')).toBeVisible();
    const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    await expect(dialog.getByRole('row', { name: /Password/ })).toContainText('Yes');
    const expires = await dialog.getByRole('row', { name: /Expires/ }).textContent();
    expect(expires).not.toContain('Never');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // A fresh browser, signed in nowhere: the password first, then the folder's image.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(
      visitor.getByRole('heading', { name: 'This shared link needs a password' }),
    ).toBeVisible();
    await visitor.getByLabel('Password').fill(LINK_PASSWORD);
    await visitor.getByRole('button', { name: 'Open' }).click();
    await expect(visitor.getByRole('heading', { name: folderName, level: 1 })).toBeVisible();
    const shared = visitor.getByRole('img', { name: `Image 1 of ${folderName}` });
    await expect(shared).toBeVisible();
    await expect.poll(() => hasLoaded(shared)).toBe(true);

    // The owner's list has the link with its options and the view; the link expires in a day.
    await main(page).getByRole('button', { name: 'Shared links' }).click();
    const links = main(page).getByRole('list', { name: 'Your shared links' });
    const row = links.getByRole('listitem').filter({ hasText: folderName });
    await expect(row.getByRole('textbox', { name: 'Link' })).toHaveValue(url);
    await expect(row.getByText(/Password: Yes/)).toBeVisible();
    await expect(row.getByText(/^Views: 1 ·/)).toBeVisible();
    const { myShareLinks } = await graphql<{ myShareLinks: { expiresAt: string }[] }>(
      request,
      '{ myShareLinks { expiresAt } }',
      {},
      token,
    );
    const [{ expiresAt }] = myShareLinks;
    const expiry = new Date(expiresAt).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + DAY_MS);
    expect(expiry).toBeLessThanOrEqual(Date.now() + DAY_MS);

    // Revoked, after confirming: the visitor's link is a page not found at once.
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
    await expect(toast(page, 'Link revoked')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(main(page).getByText('No shared links yet')).toBeVisible();

    const revoked = await visitor.goto(url);
    expect(revoked?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await visitorContext.close();
  });

  test('remix one image as another user: its settings land in their dashboard, credited', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { url } = await sharedImage(request, { showPrompt: true, allowDownload: true });
    const slug = url.slice(url.lastIndexOf('/') + 1);
    const viewer = await register(request, { name: 'Rémy Remixer', password: PASSWORD });

    // Not signed in: Remix asks for a sign-in first, then comes back to the dashboard.
    await page.goto(url);
    await expect(page.getByText(REMIXED_PROMPT)).toBeVisible();
    await page.getByRole('link', { name: 'Remix' }).click();
    const login = page.getByRole('tabpanel', { name: 'Log in' });
    await login.getByLabel('Email', { exact: true }).fill(viewer.email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(promptBox(page)).toHaveValue(REMIXED_PROMPT);
    await expect(page.getByText('Remixing a shared image')).toBeVisible();
    await page.getByRole('button', { name: GENERATE_BUTTON }).click();
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible({ timeout: 30_000 });
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const { myGenerations } = await graphql<{
      myGenerations: { items: { parameters: { steps: number }; remixedFrom: { slug: string } }[] };
    }>(
      request,
      '{ myGenerations(first: 1) { items { parameters remixedFrom { slug } } } }',
      {},
      token!,
    );
    expect(myGenerations.items[0]).toMatchObject({
      parameters: { steps: 6 },
      remixedFrom: { slug },
    });

    // Signed in now: "Save to my gallery" keeps a copy of their own.
    await page.goto(url);
    await page.getByRole('link', { name: 'Save to my gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(toast(page, 'Saved to your gallery')).toBeVisible();
    await expect(main(page).getByRole('article')).toHaveCount(1);
  });

  test('an administrator disables a reported link: it answers as a revoked one, the owner is told', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { owner, url } = await sharedImage(request, {});

    // Anyone may report the page, with a reason and a note.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await visitor.getByText('Report this page').click();
    await expectNoSeriousViolations(visitor, 'the shared page with its report form');
    await visitor.getByLabel('Reason').selectOption({ label: 'Spam or scam' });
    await visitor.getByLabel('Note (optional)').fill('an advert for a casino');
    await visitor.getByRole('button', { name: 'Send report' }).click();
    await expect(visitor.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible();

    await signInAsAdministrator(page, request);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    const reports = page.locator('.ant-card').filter({
      has: page.locator('.ant-card-head-title', { hasText: /^Reports$/ }),
    });
    const row = reports.locator('tbody tr.ant-table-row').filter({ hasText: url });
    await expect(row).toContainText('Spam or scam');
    await expect(row).toContainText('an advert for a casino');
    await expect(row).toContainText('Live');
    await row.getByRole('button', { name: `Disable link ${url}` }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Disable' }).click();
    await expect(
      toast(page, 'The link has been disabled and Olga Owner has been told.'),
    ).toBeVisible();
    await expect(row).toContainText('Disabled');

    const disabled = await visitor.goto(url);
    expect(disabled?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await visitorContext.close();
    if (MAIL_URL) {
      const mail = await latestMailTo(MAIL_URL, owner.email, {
        subjectIncludes: 'A share link of yours was disabled',
      });
      expect(mail.text).toContain('disabled one of your share links');
    }
  });
});
