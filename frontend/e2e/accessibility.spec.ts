import { expectAccessibleInBothThemes } from './support/accessibility';
import { generateImages, saveCreation, signInAsAdministrator, signUp } from './support/api';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON } from './support/generator';
import { animationsSettled, dialogOpened } from './support/motion';

// Every page (and the viewers and dialogs on them) in the light and the dark theme: axe may find
// no critical or serious violation. The theme follows the emulated system scheme (see helper).
// Each check takes a few seconds (axe measures every text's contrast), hence the long timeouts.
const PASSWORD = 'a11y-secret';
const ACCOUNT = { name: 'Ada Access', password: PASSWORD };

/** Three saved images, made through the API, for the gallery. */
async function saveThreeImages(request: APIRequestContext, token: string) {
  const { generationId, images } = await generateImages(request, token, 3);
  for (const [n, image] of images.entries()) {
    await saveCreation(request, token, {
      imageUrl: image.imageURL,
      generationId,
      prompt: `Image ${n + 1}`,
      parameters: { steps: 4 },
    });
  }
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('Accessibility (axe, light and dark)', () => {
  test('public pages', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/');

    await page.goto('/about');
    await expect(heading(page, 'Our Mission')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/about');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/auth (Log in)');
    await page.getByRole('tab', { name: 'Create account' }).click();
    await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessibleInBothThemes(page, '/auth (Create account)');
    // Validation messages are written in the error colour.
    await page.getByRole('tabpanel', { name: 'Create account' }).getByRole('button').last().click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/auth (validation messages)');

    await page.goto('/dashboard');
    await expect(heading(page, 'Please Log In')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/dashboard (visitor)');

    await page.goto('/forgot-password');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, '/forgot-password');

    await page.goto('/no/such/page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expectAccessibleInBothThemes(page, '404');
  });

  test('dashboard, its results and viewer', async ({ page, request }) => {
    test.setTimeout(240_000);
    await signUp(page, request, ACCOUNT);
    await page.goto('/dashboard');
    await expect(heading(page, 'Create')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
    await expectAccessibleInBothThemes(page, '/dashboard');

    await page.getByRole('combobox', { name: 'Model', exact: true }).click();
    await expect(page.getByRole('listbox', { name: 'Model' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/dashboard (model list open)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Advanced Settings' }).click();
    await expect(page.getByRole('combobox', { name: 'Scheduler' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/dashboard (advanced settings)');

    // A dialog with a picker that can list incompatible models (written in red).
    await page
      .getByRole('region', { name: 'LoRAs' })
      .getByRole('button', { name: 'Add LoRA' })
      .click();
    const addLora = page.getByRole('dialog', { name: 'Add LoRA' });
    // Clicked while the dialog still zooms open, the checkbox was 3 px wide and the click missed.
    await expect(addLora).toBeVisible();
    await animationsSettled(page);
    await addLora.getByRole('checkbox', { name: 'Show incompatible models' }).check();
    await addLora.getByRole('combobox', { name: 'LoRA model', exact: true }).click();
    await expect(addLora.getByRole('listbox', { name: 'LoRA model' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/dashboard (Add LoRA dialog)');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(addLora).toBeHidden();

    await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a harbour at dawn');
    await page.getByRole('spinbutton', { name: 'Number of images' }).fill('2');
    await page.getByRole('button', { name: GENERATE_BUTTON }).click();
    await expect(page.getByText('Generated 2 image(s)')).toBeVisible({ timeout: 30_000 });
    await page.locator('.ant-notification-notice-close').click();
    await expectAccessibleInBothThemes(page, '/dashboard (results)');

    await page.getByRole('img', { name: 'a harbour at dawn' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Full size' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/dashboard (viewer)');
  });

  test('gallery, its viewer, details, sharing', async ({ page, request }) => {
    test.setTimeout(240_000);
    const { token } = await signUp(page, request, ACCOUNT);
    await saveThreeImages(request, token);
    await page.goto('/gallery');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectAccessibleInBothThemes(page, '/gallery');

    await page.getByRole('img', { name: 'Image 3' }).click();
    await expect(page.getByRole('dialog', { name: 'Full size' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/gallery (viewer)');
    await page.keyboard.press('Escape');

    await page
      .getByRole('article', { name: 'Image 2' })
      .getByRole('button', { name: 'Generation Details' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Generation Details' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/gallery (details)');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Manage folders' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage folders' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/gallery (manage folders)');
    await page.keyboard.press('Escape');

    await page
      .getByRole('article', { name: 'Image 1' })
      .getByRole('button', { name: 'More actions' })
      .click();
    await page.getByRole('menuitem', { name: 'Share' }).click();
    const share = await dialogOpened(page.getByRole('dialog', { name: 'Share image' }));
    await share.getByText('On a date', { exact: true }).click();
    await expect(share.getByLabel('Last day')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/gallery (share dialog)');
    await share.getByText('Never', { exact: true }).click();
    await share.getByRole('button', { name: 'Create link' }).click();
    await expect(share.getByText('Link created')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/gallery (share link created)');
    await share.getByRole('button', { name: 'Done' }).click();
    await expect(share).toBeHidden();

    await page.getByRole('button', { name: 'Shared links' }).click();
    await expect(page.getByRole('list', { name: 'Your shared links' })).toBeVisible();
    // The pointer off the button: axe would measure its hover colour, the theme's for every button.
    await heading(page, 'Images').hover();
    await expectAccessibleInBothThemes(page, '/gallery (shared links)');
  });

  test('account pages', async ({ page, request }) => {
    test.setTimeout(150_000);
    await signUp(page, request, ACCOUNT);
    await page.goto('/settings');
    await expect(heading(page, 'Settings')).toBeVisible();
    await expectAccessibleInBothThemes(page, '/settings');

    await page.goto('/profile');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectAccessibleInBothThemes(page, '/profile');

    await page.goto('/credits');
    await expect(page.getByRole('status', { name: 'Credit balance' })).toContainText('credits');
    await expectAccessibleInBothThemes(page, '/credits');
  });

  test('admin pages', async ({ page, request }) => {
    test.skip(!process.env.E2E_ADMIN_EMAIL, 'needs the stack administrator (E2E_ADMIN_*)');
    test.setTimeout(180_000);
    await signInAsAdministrator(page, request);
    await page.goto('/admin');
    await expect(heading(page, 'Admin Panel')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Models' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/admin (Models)');

    for (const name of ['Users', 'Settings']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectAccessibleInBothThemes(page, `/admin (${name})`);
    }
  });
});
