import { latestMailTo } from '../../scripts/lib/mail-catcher.mjs';
import { expect, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON } from './support/generator';
import { expectAccessibleInBothThemes } from './support/accessibility';
import { signUp } from './support/api';
import { dismissToasts } from './support/toasts';

// Buying credits against the real stack: the payments simulator hosts the checkout page and
// sends its webhooks to the app, as Stripe would.
const PASSWORD = 'credits-secret';

/** Credits are bought from a verified address: open the link of the sign-up mail. */
async function verifyEmail(page: Page, email: string) {
  const mailUrl = process.env.E2E_MAIL_URL;
  expect(mailUrl, 'the stack runs a mail catcher').toBeTruthy();
  const mail = await latestMailTo(mailUrl!, email, { subjectIncludes: 'Verify your' });
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await expect(page.getByText(`${email} is now verified.`)).toBeVisible();
  await expectAccessibleInBothThemes(page, '/verify-email');
}

async function generateOnce(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
  await page.getByRole('textbox', { name: 'Prompt', exact: true }).fill('a harbour at dawn');
  await page.getByRole('button', { name: GENERATE_BUTTON }).click();
  await expect(page.getByText('Generated 1 image(s)')).toBeVisible({ timeout: 30_000 });
}

const balanceCard = (page: Page) => page.getByRole('status', { name: 'Credit balance' });
const headerBadge = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /credits$/ });

/** A number of credits as the page writes it ("1,449.68 credits" → 1449.68). */
function creditsIn(text: string | null): number {
  const amount = /(\d[\d,]*(?:\.\d+)?)\s*credits/.exec(text ?? '')?.[1];
  return amount === undefined ? Number.NaN : Number(amount.replaceAll(',', ''));
}

/** The balance the credits page shows. */
async function shownBalance(page: Page): Promise<number> {
  await expect(balanceCard(page)).toContainText(/\d\s*credits/);
  return creditsIn(await balanceCard(page).textContent());
}

/** Shown amounts are rounded to the cent, so a sum of them may be a cent off the shown sum. */
const ONE_CENT = 0.011;

test.describe('Credits', () => {
  test('spend, buy Standard through the hosted checkout, then cancel a second checkout', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // Signed in on every page load, so the return from the checkout page is signed in too.
    const { email } = await signUp(page, request, { name: 'Credit Buyer', password: PASSWORD });

    // Spend some of the welcome credits, then follow the header's badge to the credits page.
    await generateOnce(page);
    await dismissToasts(page);
    await headerBadge(page).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
    const before = await shownBalance(page);
    expect(before).toBeLessThan(50);
    const history = page.getByRole('table');
    await expect(history.getByText('Generation', { exact: true })).toBeVisible();
    await expect(history.getByText('Welcome credits')).toBeVisible();
    await expect(
      page.getByText('Payments go to the built-in payment simulator: no card is charged.'),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'a harbour at dawn' })).toBeVisible();
    await expectAccessibleInBothThemes(page, '/credits (with history)');

    // Buying waits for a verified address; the link from the sign-up mail proves it.
    await expect(page.getByText('Verify your email address to buy credits')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Standard' })).toBeDisabled();
    await verifyEmail(page, email);
    await page.goto('/credits');
    await expect(page.getByText('Verify your email address to buy credits')).toHaveCount(0);

    // Buy Standard: pay on the simulator's hosted page, come back to the credits page.
    await page.getByRole('button', { name: 'Buy Standard' }).click();
    await expect(page).not.toHaveURL(/\/credits/, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/credits/, { timeout: 15_000 });
    await expect(page.getByText('Payment received: 400 credits added.')).toBeVisible({
      timeout: 35_000,
    });
    // The return is handled once: the address no longer carries it.
    await expect(page).toHaveURL(/\/credits$/);
    await expect
      .poll(async () => Math.abs((await shownBalance(page)) - (before + 400)))
      .toBeLessThan(ONE_CENT);
    await expect
      .poll(async () => Math.abs(creditsIn(await headerBadge(page).textContent()) - (before + 400)))
      .toBeLessThan(ONE_CENT);
    await expect(page.getByText('Standard · you pay 0.8× the provider cost')).toBeVisible();
    await expect(history.getByText('Credit pack purchase')).toBeVisible();
    await expect(history.getByText('Generation', { exact: true })).toBeVisible();
    const afterPurchase = await shownBalance(page);
    const receipt = await latestMailTo(process.env.E2E_MAIL_URL!, email, {
      subjectIncludes: 'Your receipt',
    });
    expect(receipt.subject).toBe('Your receipt: Standard pack, 400 credits');
    expect(receipt.text).toContain('Amount paid: $9.99');

    // A second checkout, cancelled on the hosted page: nothing changes.
    await page.getByRole('button', { name: 'Buy Base' }).click();
    await expect(page).not.toHaveURL(/\/credits/, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/credits/, { timeout: 15_000 });
    await expect(page.getByText('Checkout cancelled. Nothing was charged.')).toBeVisible();
    await expect(page).toHaveURL(/\/credits$/);
    expect(await shownBalance(page)).toBe(afterPurchase);
    await expect(history.getByText('Credit pack purchase')).toHaveCount(1);
  });
});
