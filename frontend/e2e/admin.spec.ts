import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { graphql, signInAsAdministrator } from './support/api';
import { expect, type Locator, type Page, test } from './support/fixtures';

// The administrator panel against the real stack and the provider simulator. The test runner
// passes the administrator the stack created (E2E_ADMIN_*) and, when files are on local disk,
// the storage folder (E2E_STORAGE_DIR) where an orphan file is planted.
const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL;
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD;
const STORAGE_DIR = process.env.E2E_STORAGE_DIR;

/**
 * Opens an antd select and picks the option with this exact label, until the select shows it: a
 * click that lands while the previous select's dropdown is still closing is lost, and a search
 * without its category filter imports other models (a refiner that cannot be imported).
 */
async function choose(page: Page, combobox: Locator, label: string) {
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]',
  );
  await expect(async () => {
    await combobox.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .getByTitle(label, { exact: true })
      .click({ timeout: 2000 });
    await expect(select).toContainText(label, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** The toast with this title (antd notifications; the newest replaces the older). */
const toast = (page: Page, title: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: title });

const cardTitled = (page: Page, title: string) =>
  page.locator('.ant-card').filter({
    has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${title}$`) }),
  });

const rowWith = (scope: Locator, text: string) =>
  scope.locator('tbody tr.ant-table-row').filter({ hasText: text });

test.describe('Admin panel', () => {
  test.skip(!ADMIN_EMAIL || !ADMIN_PASSWORD, 'needs the stack administrator (E2E_ADMIN_*)');

  test('a visitor and a member are sent to /dashboard', async ({ page, request }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);

    const email = `member.${Date.now()}@example.com`;
    const { register } = await graphql<{ register: { token: string } }>(
      request,
      'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
      { input: { name: 'Plain Member', email, password: 'member-secret' } },
    );
    await page.evaluate((token) => localStorage.setItem('authToken', token), register.token);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  });

  test('search the provider, import three models, edit one', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInAsAdministrator(page, request);
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByText('Manage users, models and system configuration')).toBeVisible();

    // Search: SDXL LoRAs of the simulator's catalogue.
    const search = cardTitled(page, "Search the provider's models");
    await choose(page, search.getByRole('combobox', { name: 'Category' }), 'LoRA');
    await choose(page, search.getByRole('combobox', { name: 'Architecture' }), 'SDXL 1.0');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(toast(page, 'Search results')).toBeVisible();
    await expect(toast(page, 'Search results')).toContainText(
      /Showing \d+ models on page 1 of total \d+ results\./,
    );

    // Three selectable results (starter models may already be stored).
    const selectable = search.locator('tbody tr.ant-table-row').filter({
      has: page.locator('input[type="checkbox"]:not([disabled])'),
    });
    await expect(selectable.first()).toBeVisible();
    // Names repeat across versions: a result is known by its AIR.
    const chosen: { name: string; air: string }[] = [];
    for (let index = 0; index < 3; index += 1) {
      const row = selectable.nth(index);
      chosen.push({
        name: (await row.locator('strong').first().innerText()).trim(),
        air: (await row.locator('code').first().innerText()).trim(),
      });
      await row.getByRole('checkbox').check();
    }
    await choose(
      page,
      search.getByRole('combobox', { name: 'Access level for imported models' }),
      'Premium',
    );
    await search.getByRole('button', { name: 'Import selected (3)' }).click();

    await expect(search.getByText('Import completed')).toBeVisible({ timeout: 30_000 });
    await expect(search.getByText('Imported 3 of 3 models, 0 failed.')).toBeVisible();
    // The search is read again: what was imported cannot be selected any more.
    for (const { air } of chosen) {
      const row = rowWith(search, air);
      await expect(row.getByText('Already Imported')).toBeVisible();
      await expect(row.getByRole('checkbox')).toBeDisabled();
    }

    // The stored list has them, at the chosen level; edit one.
    const stored = cardTitled(page, 'Models in the database');
    const edited = chosen[0] as { name: string; air: string };
    await stored.getByLabel('Search stored models').fill(edited.air);
    await stored.getByLabel('Search stored models').press('Enter');
    const storedRow = rowWith(stored, edited.air);
    await expect(storedRow).toHaveCount(1);
    await expect(storedRow.getByText('Premium')).toBeVisible();
    await storedRow.getByRole('button', { name: `Edit ${edited.name}` }).click();

    const dialog = page.getByRole('dialog', { name: `Edit model: ${edited.name}` });
    await expect(dialog).toBeVisible();
    // A LoRA: trigger words, no model type or feature checkboxes.
    await expect(dialog.getByLabel('Trigger Words')).toBeVisible();
    await expect(dialog.getByLabel('Model Type')).toHaveCount(0);
    await expect(dialog.getByText('Available Features')).toHaveCount(0);
    await dialog.getByLabel('Tags').fill(' e2e-edited , , neon ');
    await dialog.getByLabel('Default steps').fill('24.5');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Steps must be a whole number from 1 to 150')).toBeVisible();
    await dialog.getByLabel('Default steps').fill('24');
    await dialog.getByRole('button', { name: 'Save changes' }).click();

    await expect(toast(page, 'Success')).toContainText('The model has been successfully updated.');
    await expect(dialog).toBeHidden();
    await expect(storedRow.getByText('e2e-edited')).toBeVisible();
    await expect(storedRow.getByText('neon', { exact: true })).toBeVisible();
  });

  test("change a user's level and delete the user", async ({ page, request }) => {
    const email = `throwaway.${Date.now()}@example.com`;
    await graphql(
      request,
      'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
      { input: { name: 'Throwaway User', email, password: 'throwaway-secret' } },
    );
    await signInAsAdministrator(page, request);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();

    const users = page.getByRole('tabpanel', { name: 'Users' });
    await users.getByLabel('Search users').fill(email);
    await users.getByLabel('Search users').press('Enter');
    const row = rowWith(users, email);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Throwaway User')).toBeVisible();
    await expect(row.locator('.ant-select')).toContainText('Standard');

    await choose(
      page,
      row.getByRole('combobox', { name: 'Access level of Throwaway User' }),
      'Premium',
    );
    await expect(toast(page, 'Success')).toContainText('User access level has been updated.');
    await page.reload();
    await page.getByRole('tab', { name: 'Users' }).click();
    await users.getByLabel('Search users').fill(email);
    await users.getByLabel('Search users').press('Enter');
    await expect(rowWith(users, email).locator('.ant-select')).toContainText('Premium');

    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await rowWith(users, email).getByRole('button', { name: 'Delete Throwaway User' }).click();
    await expect(toast(page, 'Success')).toContainText('The user has been deleted.');
    expect(confirmations).toEqual(['Are you sure you want to delete this user?']);
    await expect(users.getByText('No users found')).toBeVisible();
  });

  test('scan for orphan files and delete them', async ({ page, request }) => {
    test.setTimeout(90_000);
    let orphanKey: string | undefined;
    if (STORAGE_DIR) {
      // A file under users/ that no creation references, older than the grace period.
      orphanKey = `users/e2e-orphans/orphan-${Date.now()}.webp`;
      const file = path.join(STORAGE_DIR, ...orphanKey.split('/'));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.alloc(2048, 7));
      const hoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
      await utimes(file, hoursAgo, hoursAgo);
    }
    await signInAsAdministrator(page, request);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const orphans = cardTitled(page, 'Orphan files');

    await orphans.getByRole('button', { name: 'Scan storage' }).click();
    await expect(toast(page, 'Scan completed')).toContainText(
      /Found \d+ orphan files using \d+\.\d{2} MB/,
    );
    if (!orphanKey) {
      await expect(
        orphans
          .getByText('No Orphan Files Found')
          .or(orphans.locator('tbody tr.ant-table-row').first()),
      ).toBeVisible();
      return;
    }

    const row = rowWith(orphans, orphanKey);
    await expect(row).toBeVisible();
    await expect(row).toContainText('0.00 MB');
    await expect(row).toContainText(/\$\d+\.\d{4}/);

    await orphans.getByRole('button', { name: /Delete selected \(0\)/ }).click();
    await expect(toast(page, 'No files selected')).toContainText('Please select files to delete');

    await row.getByRole('checkbox').check();
    await orphans.getByRole('button', { name: /Delete selected \(1\)/ }).click();
    await expect(toast(page, 'Deletion completed')).toContainText('1 files deleted, 0 failed');
    // The scan runs again afterwards: the file is gone from storage and from the list.
    await expect(rowWith(orphans, orphanKey)).toHaveCount(0, { timeout: 30_000 });
    await expect(orphans.getByRole('button', { name: 'Scan storage' })).toBeEnabled();

    // The jobs view has the finished deletion.
    const jobs = cardTitled(page, 'Background jobs');
    await jobs.getByText('Orphan deletion').click();
    await expect(jobs.locator('tbody tr.ant-table-row').first()).toContainText('completed');
    await expect(jobs.locator('tbody tr.ant-table-row').first()).toContainText(
      '1 files deleted, 0 failed',
    );
  });
});
