import { latestMailTo } from '../../scripts/lib/mail-catcher.mjs';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { uniqueEmail } from './support/api';
import { dismissToasts } from './support/toasts';

// Each run starts a fresh stack, but unique emails keep reruns against a long-lived one working.
// The server allows 10 sign-ups per IP an hour: this file creates 2 accounts.
const PASSWORD = 'first-secret';
/** The stack's mail catcher: where the server's mail to any address arrives. */
const MAIL_URL = process.env.E2E_MAIL_URL;
const NEW_PASSWORD = 'second-secret';

/** Labels are matched exactly: "New password" is also part of "Confirm new password". */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function logIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Log in' });
  await field(panel, 'Email').fill(email);
  await field(panel, 'Password').fill(password);
  await panel.getByRole('button', { name: 'Log in' }).click();
}

async function openAccountMenuItem(page: Page, item: string) {
  await dismissToasts(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const entry = page.getByRole('menu', { name: 'Account' }).getByText(item, { exact: true });
  await expect(entry).toBeInViewport();
  // On a long page (the dashboard) the pointer's focus on an item that is still settling in can
  // scroll the page under the menu, and the click then misses it; a click event cannot.
  await entry.dispatchEvent('click');
}

async function logOut(page: Page) {
  await openAccountMenuItem(page, 'Logga ut');
  await expect(page.getByText('Utloggad')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await dismissToasts(page);
}

test.describe('Accounts', () => {
  test('register, log out and in, edit the profile, change the password', async ({ page }) => {
    test.setTimeout(120_000);
    const consoleTexts: string[] = [];
    page.on('console', (message) => consoleTexts.push(message.text()));
    const email = uniqueEmail('ada');

    // Register: welcomed, on to the dashboard, avatar and starting credits in the header.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create account' }).click();
    const register = page.getByRole('tabpanel', { name: 'Create account' });
    await field(register, 'Name').fill('Ada Lovelace');
    await field(register, 'Email').fill(email);
    await field(register, 'Password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Registrering lyckades')).toBeVisible();
    await expect(page.getByText('Välkommen, Ada Lovelace!')).toBeVisible();
    // The dashboard is built separately: the address is what this checks.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AL');
    await expect(page.getByRole('banner').getByText('50 credits')).toBeVisible();

    await logOut(page);

    await page.getByRole('link', { name: 'Login' }).click();
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Inloggning lyckades')).toBeVisible();
    await expect(page.getByText('Välkommen tillbaka, Ada Lovelace!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Profile: the details, then a new name that the header follows.
    await openAccountMenuItem(page, 'Profile');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Standard', { exact: true })).toBeVisible();
    await expect(field(main, 'Email')).toHaveValue(email);
    await field(main, 'Name').fill('Ada King');
    await main.getByRole('button', { name: 'Update profile' }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('AK');
    await expect(main.getByRole('heading', { name: 'Ada King' })).toBeVisible();

    // Change Password: a mismatch is caught here, then the change goes through.
    await field(main, 'Current password').fill(PASSWORD);
    await field(main, 'New password').fill(NEW_PASSWORD);
    await field(main, 'Confirm new password').fill(`${NEW_PASSWORD}!`);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Passwords do not match')).toBeVisible();
    await field(main, 'Confirm new password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await expect(field(main, 'Current password')).toHaveValue('');

    await logOut(page);

    // Only the new password opens the account now.
    await page.goto('/auth');
    await logIn(page, email, PASSWORD);
    await expect(page.getByText('Inloggning misslyckades')).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const panel = page.getByRole('tabpanel', { name: 'Log in' });
    await field(panel, 'Password').fill(NEW_PASSWORD);
    await panel.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Välkommen tillbaka, Ada King!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Sign-in payloads must not reach the browser console (the old client logged them).
    for (const text of consoleTexts) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(NEW_PASSWORD);
    }
  });

  test('bad input shows the validation messages', async ({ page }) => {
    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Log in' });
    await field(login, 'Email').fill('ada@');
    await field(login, 'Password').fill('12345');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login.getByText('Enter a valid email address')).toBeVisible();
    await expect(login.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('tab', { name: 'Create account' }).click();
    const register = page.getByRole('tabpanel', { name: 'Create account' });
    await field(register, 'Name').fill('A');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(register.getByText('Enter a valid email address')).toBeVisible();
    await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // Long enough, but too easy to guess: the server says why, on the field.
    await field(register, 'Name').fill('Ada Lovelace');
    await field(register, 'Email').fill(`weak-${Date.now()}@example.com`);
    await field(register, 'Password').fill('password');
    await register.getByRole('button', { name: 'Create account' }).click();
    await expect(register.getByText(/This password is too easy to guess/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('forgot the password: the mailed link sets a new one, once', async ({ page, request }) => {
    test.skip(!MAIL_URL, 'the stack runs no mail catcher (SMTP_URL is set)');
    test.setTimeout(150_000);
    const email = uniqueEmail('hedy');
    const registered = await request.post('/api/auth/register', {
      data: { name: 'Hedy Lamarr', email, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);

    // The address typed into the log-in form comes along to the request page.
    await page.goto('/auth');
    const login = page.getByRole('tabpanel', { name: 'Log in' });
    await field(login, 'Email').fill(email);
    await login.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(field(page.getByRole('main'), 'Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      page.getByText(`If an account uses ${email}, we have sent it a link`),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page, '/forgot-password (link sent)');

    const mail = await latestMailTo(MAIL_URL!, email, { subjectIncludes: 'Reset your' });
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectAccessibleInBothThemes(page, '/reset-password');
    const main = page.getByRole('main');
    await field(main, 'New password').fill(NEW_PASSWORD);
    await field(main, 'Confirm password').fill(NEW_PASSWORD);
    await main.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/reset-password (changed)');

    await main.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await logIn(page, email, NEW_PASSWORD);
    await expect(page.getByText('Välkommen tillbaka, Hedy Lamarr!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const old = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(old.status()).toBe(401);

    // The link worked once.
    await page.goto(link!);
    await field(page.getByRole('main'), 'New password').fill('third-secret');
    await field(page.getByRole('main'), 'Confirm password').fill('third-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('This password reset link has already been used')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/reset-password (used link)');
  });

  test('a visitor opening /profile signs in and comes back to it', async ({ page, request }) => {
    const email = uniqueEmail('grace');
    // The account is made through the API: this test is about the way back, not registration.
    const registered = await request.post('/graphql', {
      data: {
        query: 'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
        variables: { input: { name: 'Grace Hopper', email, password: PASSWORD } },
      },
    });
    expect(registered.ok()).toBe(true);
    expect(((await registered.json()) as { errors?: unknown }).errors).toBeUndefined();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth$/);
    await logIn(page, email, PASSWORD);

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Grace Hopper' }),
    ).toBeVisible();
  });
});
