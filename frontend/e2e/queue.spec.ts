import { type APIRequestContext, expect, type Locator, type Page, test } from './support/fixtures';
import { GENERATE_BUTTON, promptBox, signUpOnDashboard } from './support/generator';
import {
  finishTask,
  holdNextTasks,
  nextTaskUUID,
  providerControlUrl,
  releaseProvider,
} from './support/provider';

// The dashboard as a live queue against the real stack: the provider holds each task until the
// journey finishes it, so each card's end comes when the journey says.

test.skip(!providerControlUrl, 'needs the provider simulator’s test controls');

/** Every task a journey held, ended afterwards whatever happened, so later journeys run freely. */
let held: string[] = [];
test.afterEach(async ({ request }) => {
  await releaseProvider(request, held);
  held = [];
});

async function signIn(page: Page, request: APIRequestContext, who: string) {
  await signUpOnDashboard(page, request, 'Queue', who);
}

const card = (page: Page, prompt: string) =>
  page.getByRole('article', { name: `Generation: ${prompt}` });

/** Sends a generation; answers its taskUUID once Generate is free again (the request accepted). */
async function send(page: Page, prompt: string): Promise<string> {
  await promptBox(page).fill(prompt);
  const generate = page.getByRole('button', { name: GENERATE_BUTTON });
  await expect(generate).toBeEnabled();
  const sent = nextTaskUUID(page);
  await generate.click();
  const taskUUID = await sent;
  held.push(taskUUID);
  await expect(card(page, prompt)).not.toContainText('Sending…');
  await expect(generate).toBeEnabled();
  return taskUUID;
}

const status = (target: Locator, text: string | RegExp) =>
  expect(target.getByText(text, { exact: typeof text === 'string' })).toBeVisible({
    timeout: 20_000,
  });

/** The header's balance, in credits. */
async function balance(page: Page): Promise<number> {
  const text = await page
    .getByRole('banner')
    .getByText(/[\d.,]+ credits/)
    .textContent();
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test.describe('Generation queue', () => {
  test('three sent back to back run at once and finish in order, the first viewed meanwhile', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request, 'queue');
    await holdNextTasks(request, 3);
    const prompts = ['a red kite over dunes', 'a blue heron at dawn', 'a green frog on a leaf'];
    const [kite, heron, frog] = prompts.map((prompt) => card(page, prompt));
    const tasks: string[] = [];
    for (const prompt of prompts) tasks.push(await send(page, prompt));

    for (const running of [kite, heron, frog]) await status(running, 'Running');

    await finishTask(request, tasks[0]);
    await status(kite, 'Done · 1 image');
    await status(heron, 'Running');
    await status(frog, 'Running');

    // The first one's image, viewed full size while the others go on. Its own toast goes first,
    // so the one the viewer shows below can only be the next generation's.
    await expect(page.getByText('Generated 1 image(s)')).toBeHidden();
    const first = kite.getByRole('figure', { name: 'Generated image 1' });
    await first.hover();
    await first.getByRole('button', { name: 'View full size' }).click();
    const viewer = page.getByRole('dialog', { name: 'Full size' });
    await expect(viewer).toBeVisible();
    // A generation that ends while the viewer is open toasts over the picture, and leaves the
    // viewer's zoom and close buttons free to click.
    await finishTask(request, tasks[1]);
    await expect(viewer.getByText('Generated 1 image(s)')).toBeVisible();
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toBeHidden();
    await status(heron, 'Done · 1 image');
    await status(frog, 'Running');

    await finishTask(request, tasks[2]);
    await status(frog, 'Done · 1 image');
  });

  test('a waiting generation is cancelled and its hold comes back to the balance', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'cancel');
    // The stack runs three provider tasks at a time (scripts/test.mjs): three held ones fill it.
    await holdNextTasks(request, 3);
    const prompts = ['a lighthouse in a storm', 'a lighthouse at noon', 'a lighthouse in fog'];
    const tasks: string[] = [];
    for (const prompt of prompts) tasks.push(await send(page, prompt));
    const running = card(page, prompts[0]);
    for (const prompt of prompts) await status(card(page, prompt), 'Running');
    const afterHolds = await balance(page);

    const waiting = card(page, 'a quiet harbour at night');
    await send(page, 'a quiet harbour at night');
    await status(waiting, 'Queued · position 1');
    await expect.poll(() => balance(page)).toBeLessThan(afterHolds);

    await waiting.getByRole('button', { name: 'Cancel' }).click();
    await status(waiting, 'Cancelled · credits returned');
    await expect.poll(() => balance(page)).toBeCloseTo(afterHolds, 2);
    await expect(waiting.getByRole('button', { name: 'Cancel' })).toBeHidden();

    // The running one is untouched and ends as usual.
    await finishTask(request, tasks[0]);
    await status(running, 'Done · 1 image');
  });

  test('a reload mid-run shows the generation again and it finishes there', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, request, 'reload');
    await holdNextTasks(request, 1);
    const prompt = 'a fox asleep in the snow';
    const task = await send(page, prompt);
    await status(card(page, prompt), 'Running');

    await page.reload();
    const resumed = card(page, prompt);
    await status(resumed, 'Running');
    await expect(
      resumed.getByText('Started before this page was opened; it goes on on the server.'),
    ).toBeVisible();

    await finishTask(request, task);
    await status(resumed, 'Done · 1 image');
    await expect(page.getByText('Generated 1 image(s)')).toBeVisible();
  });
});
