import { saveNewImages, signUp } from './support/api';
import { expect, type Locator, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON } from './support/generator';

// Everything here is done without the mouse: Tab to reach a control, arrows, letters, Enter and
// Escape to use it.
const PASSWORD = 'keyboard-secret';
const ACCOUNT = { name: 'Kim Keys', password: PASSWORD };

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until the target has focus: it is reachable from the keyboard. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${limit} presses of Tab`).toBeFocused();
}

test.describe('Keyboard only', () => {
  test('pick a model, set a slider, generate, browse the results and close the viewer', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signUp(page, request, ACCOUNT);
    await page.goto('/dashboard');
    const picker = page.getByRole('combobox', { name: 'Model', exact: true });
    await expect(picker).toBeEnabled();
    await expect(picker).not.toHaveText('Juggernaut XL');

    // The picker: Down opens it on the chosen model, Escape closes it and focus comes back.
    await tabTo(page, picker);
    await page.keyboard.press('ArrowDown');
    const search = page.getByRole('combobox', { name: 'Search Model' });
    const list = page.getByRole('listbox', { name: 'Model' });
    await expect(list).toBeVisible();
    await expect(search).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(picker).toBeFocused();

    // Typeahead: a letter typed on the closed picker opens it searching for that letter; the
    // arrows move through the matches and Enter chooses one.
    await page.keyboard.type('jugg');
    await expect(search).toHaveValue('jugg');
    // The model an option stands for (its row also shows the architecture and version).
    const active = () =>
      search.evaluate((element) => {
        const option = document.getElementById(element.getAttribute('aria-activedescendant') ?? '');
        return (
          option?.getAttribute('aria-label') ??
          option?.querySelector('.model-row-name')?.textContent
        );
      });
    const options = list.getByRole('option');
    await expect(options.first()).toHaveAccessibleName(/^Juggernaut/);
    const names = await options.evaluateAll((all) =>
      all.map(
        (option) =>
          option.getAttribute('aria-label') ?? option.querySelector('.model-row-name')?.textContent,
      ),
    );
    await expect.poll(active).toBe(names[0]);
    // Down until Juggernaut XL is the active option; Up goes back, Down again.
    expect(names).toContain('Juggernaut XL');
    for (let step = 0; step < names.indexOf('Juggernaut XL'); step += 1)
      await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('Juggernaut XL');
    await page.keyboard.press('ArrowUp');
    await expect.poll(active).not.toBe('Juggernaut XL');
    await page.keyboard.press('ArrowDown');
    await expect.poll(active).toBe('Juggernaut XL');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(picker).toHaveText('Juggernaut XL');
    await expect(picker).toBeFocused();

    // The prompt, then the image count on its slider: Right raises it by one.
    const prompt = page.getByRole('textbox', { name: 'Prompt', exact: true });
    await tabTo(page, prompt);
    await page.keyboard.type('a lighthouse at dusk');
    const count = page.getByRole('slider', { name: 'Number of images' });
    await tabTo(page, count);
    await expect(count).toHaveAttribute('aria-valuenow', '1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveAttribute('aria-valuenow', '2');

    // Generate sits before the sliders in the page: go back to it.
    const generate = page.getByRole('button', { name: GENERATE_BUTTON });
    await tabTo(page, generate, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByText('Generated 2 image(s)')).toBeVisible({ timeout: 30_000 });

    // The first result's "View full size" opens the viewer; the arrows step through the results
    // (wrapping around) and Escape closes it, giving focus back to the button that opened it.
    const results = page.getByRole('list', { name: 'Generated images' });
    const viewFirst = results.getByRole('button', { name: 'View full size' }).first();
    await tabTo(page, viewFirst);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Full size' });
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(viewFirst).toBeFocused();
  });

  test('a dialog keeps focus inside while open and gives it back to its opener', async ({
    page,
    request,
  }) => {
    await signUp(page, request, ACCOUNT);
    await page.goto('/dashboard');
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toBeEnabled();

    const opener = page.getByRole('button', { name: 'Save as favorite' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save as favorite' });
    await expect(dialog).toBeVisible();
    const focusInDialog = () =>
      dialog.evaluate((element) => element.contains(document.activeElement));
    await expect.poll(focusInDialog, 'the dialog takes focus').toBe(true);

    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus stays in the dialog after ${key}`).toBe(true);
    }
    await tabTo(page, dialog.getByRole('textbox', { name: 'Favorite name' }));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the gallery viewer opens from a thumbnail, steps with the arrows, closes with Escape', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { token } = await signUp(page, request, ACCOUNT);
    await saveNewImages(request, token, ['Harbour 1', 'Harbour 2', 'Harbour 3'], {
      parameters: { steps: 4 },
    });

    await page.goto('/gallery');
    await expect(page.getByRole('article')).toHaveCount(3);
    // Newest first: Harbour 3 is the first thumbnail.
    const thumbnail = page.getByRole('img', { name: 'Harbour 3' });
    await tabTo(page, thumbnail);
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Full size' });
    await expect(viewer.getByText('1 / 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Harbour 3' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 / 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Harbour 2' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('3 / 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnail).toBeFocused();
  });
});
