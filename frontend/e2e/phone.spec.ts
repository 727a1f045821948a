import { uniqueEmail } from './support/api';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON, promptBox } from './support/generator';
import { graphqlBody } from './support/graphql-requests';
import { animationsSettled } from './support/motion';
import { dismissToasts } from './support/toasts';

// The studio on a phone, against the real stack and the provider simulator: a new member makes
// and saves images on the dashboard and finds them in the gallery, nothing wider than the screen.
const PASSWORD = 'phone-secret';
/** The narrowest and widest phones the layout is made for, besides the 390 px of the journey. */
const PHONE_WIDTHS = [360, 430];

/** Nothing runs off the side of the screen: the page scrolls up and down only. */
async function expectNoHorizontalOverflow(page: Page) {
  const width = page.viewportSize()?.width;
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Infinity,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.innerWidth).toBe(width);
  expect(sizes.scrollWidth, `the page is ${sizes.scrollWidth} px wide`).toBeLessThanOrEqual(
    sizes.innerWidth,
  );
}

/** The same at each of the other phone widths, then back at 390 px. */
async function expectNoOverflowAtPhoneWidths(page: Page, check?: () => Promise<void>) {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await expectNoHorizontalOverflow(page);
    await check?.();
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** A text shown whole: in the screen's width, not cut short by an ellipsis or a narrow box. */
async function expectWhole(text: Locator) {
  await expect(text).toBeVisible();
  const box = await text.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {
      left: rect.left,
      right: rect.right,
      clientWidth: element.clientWidth,
      scrollWidth: element.scrollWidth,
      screen: window.innerWidth,
    };
  });
  expect(box.clientWidth).toBeGreaterThan(0);
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.screen);
}

/** A section of the settings that folds on a phone: its head says whether it is open. */
const sectionHead = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test.describe('On a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('sign up, generate and save on the dashboard, find the images in two columns', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('phone');

    // Sign up: on to the dashboard.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const register = page.getByRole('tabpanel', { name: 'Create account' });
    await register.getByLabel('Name', { exact: true }).fill('Pia Phone');
    await register.getByLabel('Email', { exact: true }).fill(email);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Create', exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
    await dismissToasts(page);

    // The header and the dashboard fit, the Preview's title whole; the model and the prompt
    // open, the longer sections folded.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '50 credits' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    const previewTitle = page.getByText('Preview', { exact: true });
    await expectNoHorizontalOverflow(page);
    await expectWhole(previewTitle);
    await expectNoOverflowAtPhoneWidths(page, () => expectWhole(previewTitle));
    await expect(promptBox(page)).toBeVisible();
    await expect(sectionHead(page, 'Source image')).toHaveAttribute('aria-expanded', 'false');
    const basic = sectionHead(page, /^Basic controls/);
    await expect(basic).toHaveAttribute('aria-expanded', 'false');
    await expect(basic).toContainText('1024 × 1024 · JPEG · 1 image');

    // Two images, from the bar at the bottom of the screen.
    await basic.click();
    const imageCount = page.getByRole('spinbutton', { name: 'Number of images' });
    await imageCount.fill('2');
    await imageCount.press('Tab');
    await promptBox(page).fill('a lighthouse on a phone screen');
    await page.getByRole('button', { name: GENERATE_BUTTON }).click();
    await expect(page.getByText('Generated 2 image(s)')).toBeVisible({ timeout: 30_000 });
    await dismissToasts(page);
    await expectNoHorizontalOverflow(page);
    await expectWhole(previewTitle);

    // Save both into a new folder, the second into it as an existing one.
    const folderName = `Phone ${Date.now()}`;
    const saveDialog = page.getByRole('dialog', { name: 'Spara bild i mapp' });
    const savedOne = () =>
      page.waitForResponse(
        (response) => graphqlBody(response.request())?.operationName === 'SaveCreation',
      );
    const first = page.getByRole('figure', { name: 'Generated image 1' });
    await first.hover();
    await first.getByRole('button', { name: 'Save to folder' }).click();
    await saveDialog.getByText('Ny mapp').click();
    await saveDialog.getByRole('textbox', { name: 'Mappnamn' }).fill(folderName);
    let saved = savedOne();
    await saveDialog.getByRole('button', { name: 'Spara' }).click();
    await saved;
    await expect(saveDialog).toBeHidden();
    const second = page.getByRole('figure', { name: 'Generated image 2' });
    await second.hover();
    await second.getByRole('button', { name: 'Save to folder' }).click();
    await saveDialog.getByRole('combobox', { name: 'Mapp' }).click();
    await animationsSettled(page);
    await page.getByTitle(folderName).click();
    saved = savedOne();
    await saveDialog.getByRole('button', { name: 'Spara' }).click();
    await saved;
    await expect(saveDialog).toBeHidden();
    await expect(page.getByText(`Bilden sparades i mappen "${folderName}".`).last()).toBeVisible();

    // Shown again on a return visit, with their cost by the Preview's title: still whole.
    await page.reload();
    await expect(page.getByText('From your recent generations', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Total cost').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectWhole(previewTitle);
    await expectNoOverflowAtPhoneWidths(page, () => expectWhole(previewTitle));

    // To the gallery through the header's menu.
    await dismissToasts(page);
    await banner.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'My Images' }).click();
    await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    const cards = main.getByRole('article', { name: 'a lighthouse on a phone screen' });
    await expect(cards).toHaveCount(2);
    await expectNoHorizontalOverflow(page);

    // Two columns: side by side, each about half the row.
    const [left, right] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(left && right).toBeTruthy();
    expect(Math.abs(left!.y - right!.y)).toBeLessThan(1);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(left!.width).toBeLessThan(390 / 2);
    expect(left!.width).toBeGreaterThan(390 / 2 - 40);
    await expectNoOverflowAtPhoneWidths(page);

    // The filters wait behind "Filters" until pressed.
    const search = main.getByRole('searchbox', { name: 'Search prompts' });
    const filters = main.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Model' })).toBeVisible();
    await expectNoHorizontalOverflow(page);

    // The date picker shows one month at a time: it fits the screen too.
    await main.getByLabel('Start date').click();
    await expect(
      page.locator('.ant-picker-dropdown:visible .ant-picker-panel:visible'),
    ).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await page.keyboard.press('Escape');

    await search.fill('lighthouse');
    await expect(main.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await expect(cards).toHaveCount(2);
    await search.fill('zebra');
    await expect(main.getByText('No images match these filters')).toBeVisible();
    await main.getByRole('button', { name: 'Clear filters' }).click();
    await expect(main.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    await expect(cards).toHaveCount(2);
  });
});
