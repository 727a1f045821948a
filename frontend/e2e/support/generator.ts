import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './api';
import { graphqlBody } from './graphql-requests';

/** The Generate button's name: 'Generate', with the estimate once one is known. */
export const GENERATE_BUTTON = /^Generate(?: · ~[\d.,]+ credits)?$/;

export const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt', exact: true });

/**
 * Clicks Generate and returns the generateImages input it sent. `priced`: first waits until the
 * button says the estimate, as a creator sees the price before the click.
 */
export async function generateAndRead(
  page: Page,
  { priced = false } = {},
): Promise<Record<string, unknown>> {
  const button = page.getByRole('button', { name: GENERATE_BUTTON });
  if (priced) await expect(button).toHaveAccessibleName(/credits$/);
  const sent = page.waitForRequest(
    (request) => graphqlBody(request)?.operationName === 'GenerateImages',
  );
  await button.click();
  return (graphqlBody(await sent)?.variables?.input ?? {}) as Record<string, unknown>;
}

/** Opens the dashboard and waits until the model list has loaded (the picker shows a model). */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();
}

/**
 * A new account, "<who> Tester", signed in on the dashboard with its models loaded; its email
 * address starts with `emailAs` (by default `who` in lower case).
 */
export async function signUpOnDashboard(
  page: Page,
  request: APIRequestContext,
  who: string,
  emailAs = who.toLowerCase(),
) {
  await signUp(page, request, {
    name: `${who} Tester`,
    password: `${who.toLowerCase()}-secret-lantern`,
    email: uniqueEmail(emailAs),
  });
  await openDashboard(page);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name of the picker option of the model called `name`: its row also says more after it. */
export const modelOption = (name: string) => new RegExp(`^${escapeRegExp(name)}(?: |$)`);

/** Picks a base model by searching the picker for `search` and choosing `name`. */
export async function pickModel(page: Page, search: string, name: string) {
  await page.getByRole('combobox', { name: 'Model', exact: true }).click();
  await page.getByPlaceholder('Sök modeller...').fill(search);
  await page
    .getByRole('listbox', { name: 'Model' })
    .getByRole('option', { name: modelOption(name) })
    .click();
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText(name);
}

export async function openAdvanced(page: Page) {
  await page.getByRole('button', { name: 'Advanced Settings' }).click();
  await expect(page.getByRole('combobox', { name: 'Scheduler' })).toBeVisible();
}

/** Opens the dashboard with the base model `name` picked and Advanced Settings open. */
export async function openAdvancedWithModel(page: Page, search: string, name: string) {
  await openDashboard(page);
  await pickModel(page, search, name);
  await openAdvanced(page);
}

/** Opens the Add dialog of an add-on list in Advanced Settings, e.g. ('LoRAs', 'LoRA'). */
export async function openAddOnDialog(page: Page, section: string, kind: string) {
  const list = page.getByRole('region', { name: section });
  await list.getByRole('button', { name: `Add ${kind}` }).click();
  return { list, dialog: page.getByRole('dialog', { name: `Add ${kind}` }) };
}

/** Chooses `option` in an add-on dialog's model picker and adds it. */
export async function addFromAddOnDialog(dialog: Locator, kind: string, option: string) {
  await dialog.getByRole('combobox', { name: `${kind} model`, exact: true }).click();
  await dialog.getByRole('option', { name: option }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}
