import { expectAccessibleInBothThemes } from './support/accessibility';
import { saveNewImages, signInAsAdministrator, signUp } from './support/api';
import { type APIRequestContext, expect, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON } from './support/generator';
import { animationsSettled, dialogOpened } from './support/motion';

// Every page (and the viewers and dialogs on them) in the light and the dark theme: axe may find
// no critical or serious violation. The theme follows the emulated system scheme (see helper).
// One test per page state, each reached from a fresh page: a failure names the state that broke,
// and each has its own bound. A check takes a few seconds (axe measures every text's contrast).
const PASSWORD = 'a11y-secret';
const ACCOUNT = { name: 'Ada Access', password: PASSWORD };

/** A state of a page: how a fresh page reaches it, and what shows once it is there. */
interface PageState {
  name: string;
  reach: (page: Page, request: APIRequestContext) => Promise<void>;
}

/** Checks each state in its own test. */
function checkEach(states: PageState[]) {
  for (const { name, reach } of states)
    test(name, async ({ page, request }) => {
      await reach(page, request);
      await expectAccessibleInBothThemes(page, name);
    });
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

/** Opens a path and waits for what shows it is there. */
const visit =
  (path: string, shown: (page: Page) => Promise<void>) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await shown(page);
  };

test.describe('Accessibility (axe, light and dark)', () => {
  // Two scans of the whole page plus the way there: a bound for a hang, with room for a machine
  // that runs other suites beside the journeys (a scan took 10-20 s there).
  test.describe.configure({ timeout: 120_000 });

  test.describe('public pages', () => {
    const auth = visit('/auth', (page) =>
      expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible(),
    );
    const createAccount = async (page: Page) => {
      await auth(page);
      await page.getByRole('tab', { name: 'Create account' }).click();
      await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    };
    checkEach([
      {
        name: '/',
        reach: visit('/', (page) =>
          expect(page.getByRole('link', { name: 'Get Started Now' })).toBeVisible(),
        ),
      },
      {
        name: '/about',
        reach: visit('/about', (page) => expect(heading(page, 'Our Mission')).toBeVisible()),
      },
      { name: '/auth (Log in)', reach: auth },
      { name: '/auth (Create account)', reach: createAccount },
      {
        // Validation messages are written in the error colour.
        name: '/auth (validation messages)',
        reach: async (page) => {
          await createAccount(page);
          await page
            .getByRole('tabpanel', { name: 'Create account' })
            .getByRole('button')
            .last()
            .click();
          await expect(page.getByText('Enter a valid email address')).toBeVisible();
        },
      },
      {
        name: '/dashboard (visitor)',
        reach: visit('/dashboard', (page) => expect(heading(page, 'Please Log In')).toBeVisible()),
      },
      {
        name: '/forgot-password',
        reach: visit('/forgot-password', (page) =>
          expect(page.getByRole('textbox').first()).toBeVisible(),
        ),
      },
      {
        name: '404',
        reach: visit('/no/such/page', (page) =>
          expect(page.getByText('404 Page Not Found')).toBeVisible(),
        ),
      },
    ]);
  });

  test.describe('dashboard', () => {
    const modelPicker = (page: Page) => page.getByRole('combobox', { name: 'Model', exact: true });
    const dashboard = async (page: Page, request: APIRequestContext) => {
      await signUp(page, request, ACCOUNT);
      await page.goto('/dashboard');
      await expect(heading(page, 'Create')).toBeVisible();
      await expect(modelPicker(page)).toBeEnabled();
    };
    const advancedSettings = async (page: Page, request: APIRequestContext) => {
      await dashboard(page, request);
      await page.getByRole('button', { name: 'Advanced Settings' }).click();
      await expect(page.getByRole('combobox', { name: 'Scheduler' })).toBeVisible();
    };
    const results = async (page: Page, request: APIRequestContext) => {
      await dashboard(page, request);
      await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a harbour at dawn');
      await page.getByRole('spinbutton', { name: 'Number of images' }).fill('2');
      await page.getByRole('button', { name: GENERATE_BUTTON }).click();
      await expect(page.getByText('Generated 2 image(s)')).toBeVisible({ timeout: 30_000 });
      await page.locator('.ant-notification-notice-close').click();
    };
    checkEach([
      { name: '/dashboard', reach: dashboard },
      {
        name: '/dashboard (model list open)',
        reach: async (page, request) => {
          await dashboard(page, request);
          await modelPicker(page).click();
          await expect(page.getByRole('listbox', { name: 'Model' })).toBeVisible();
        },
      },
      { name: '/dashboard (advanced settings)', reach: advancedSettings },
      {
        // A dialog with a picker that can list incompatible models (written in red).
        name: '/dashboard (Add LoRA dialog)',
        reach: async (page, request) => {
          await advancedSettings(page, request);
          await page
            .getByRole('region', { name: 'LoRAs' })
            .getByRole('button', { name: 'Add LoRA' })
            .click();
          const addLora = page.getByRole('dialog', { name: 'Add LoRA' });
          // Clicked while the dialog still zooms open, the checkbox was 3 px wide and the click
          // missed.
          await expect(addLora).toBeVisible();
          await animationsSettled(page);
          await addLora.getByRole('checkbox', { name: 'Show incompatible models' }).check();
          await addLora.getByRole('combobox', { name: 'LoRA model', exact: true }).click();
          await expect(addLora.getByRole('listbox', { name: 'LoRA model' })).toBeVisible();
        },
      },
      { name: '/dashboard (results)', reach: results },
      {
        name: '/dashboard (viewer)',
        reach: async (page, request) => {
          await results(page, request);
          await page.getByRole('img', { name: 'a harbour at dawn' }).first().click();
          await expect(page.getByRole('dialog', { name: 'Full size' })).toBeVisible();
        },
      },
    ]);
  });

  test.describe('gallery', () => {
    /** A new account with three saved images, made through the API, on its gallery. */
    const gallery = async (page: Page, request: APIRequestContext) => {
      const { token } = await signUp(page, request, ACCOUNT);
      await saveNewImages(request, token, ['Image 1', 'Image 2', 'Image 3'], {
        parameters: { steps: 4 },
      });
      await page.goto('/gallery');
      await expect(page.getByRole('article')).toHaveCount(3);
    };
    const shareDialog = async (page: Page, request: APIRequestContext) => {
      await gallery(page, request);
      await page
        .getByRole('article', { name: 'Image 1' })
        .getByRole('button', { name: 'More actions' })
        .click();
      await page.getByRole('menuitem', { name: 'Share' }).click();
      const share = await dialogOpened(page.getByRole('dialog', { name: 'Share image' }));
      await share.getByText('On a date', { exact: true }).click();
      await expect(share.getByLabel('Last day')).toBeVisible();
    };
    const linkCreated = async (page: Page, request: APIRequestContext) => {
      await shareDialog(page, request);
      const share = page.getByRole('dialog', { name: 'Share image' });
      await share.getByText('Never', { exact: true }).click();
      await share.getByRole('button', { name: 'Create link' }).click();
      await expect(share.getByText('Link created')).toBeVisible();
    };
    checkEach([
      { name: '/gallery', reach: gallery },
      {
        name: '/gallery (viewer)',
        reach: async (page, request) => {
          await gallery(page, request);
          await page.getByRole('img', { name: 'Image 3' }).click();
          await expect(page.getByRole('dialog', { name: 'Full size' })).toBeVisible();
        },
      },
      {
        name: '/gallery (details)',
        reach: async (page, request) => {
          await gallery(page, request);
          await page
            .getByRole('article', { name: 'Image 2' })
            .getByRole('button', { name: 'Generation Details' })
            .click();
          await expect(page.getByRole('dialog', { name: 'Generation Details' })).toBeVisible();
        },
      },
      {
        name: '/gallery (manage folders)',
        reach: async (page, request) => {
          await gallery(page, request);
          await page.getByRole('button', { name: 'Manage folders' }).click();
          await expect(page.getByRole('dialog', { name: 'Manage folders' })).toBeVisible();
        },
      },
      { name: '/gallery (share dialog)', reach: shareDialog },
      { name: '/gallery (share link created)', reach: linkCreated },
      {
        name: '/gallery (shared links)',
        reach: async (page, request) => {
          await linkCreated(page, request);
          const share = page.getByRole('dialog', { name: 'Share image' });
          await share.getByRole('button', { name: 'Done' }).click();
          await expect(share).toBeHidden();
          await page.getByRole('button', { name: 'Shared links' }).click();
          await expect(page.getByRole('list', { name: 'Your shared links' })).toBeVisible();
          // The pointer off the button: axe would measure its hover colour, the theme's for
          // every button.
          await heading(page, 'Images').hover();
        },
      },
    ]);
  });

  test.describe('account pages', () => {
    const signedIn =
      (path: string, shown: (page: Page) => Promise<void>) =>
      async (page: Page, request: APIRequestContext) => {
        await signUp(page, request, ACCOUNT);
        await visit(path, shown)(page);
      };
    checkEach([
      {
        name: '/settings',
        reach: signedIn('/settings', (page) => expect(heading(page, 'Settings')).toBeVisible()),
      },
      {
        name: '/profile',
        reach: signedIn('/profile', (page) =>
          expect(page.getByRole('textbox').first()).toBeVisible(),
        ),
      },
      {
        name: '/credits',
        reach: signedIn('/credits', (page) =>
          expect(page.getByRole('status', { name: 'Credit balance' })).toContainText('credits'),
        ),
      },
    ]);
  });

  test.describe('admin pages', () => {
    test.skip(!process.env.E2E_ADMIN_EMAIL, 'needs the stack administrator (E2E_ADMIN_*)');
    const adminPanel = async (page: Page, request: APIRequestContext) => {
      await signInAsAdministrator(page, request);
      await page.goto('/admin');
      await expect(heading(page, 'Admin Panel')).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Models' })).toBeVisible();
    };
    const tab = (name: string) => async (page: Page, request: APIRequestContext) => {
      await adminPanel(page, request);
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
    };
    checkEach([
      { name: '/admin (Models)', reach: adminPanel },
      { name: '/admin (Users)', reach: tab('Users') },
      { name: '/admin (Settings)', reach: tab('Settings') },
    ]);
  });
});
