import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardMocks, estimateMock, generateImagesMock, SDXL } from './testing/generatorMocks';
import { recentGeneration, recentGenerationsMock } from './recent/testing/recentMocks';
import { testUser } from '../../test/fixtures';
import { installMatchMedia } from '../../test/matchMedia';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { chooseImageTool } from './testing/imageTools';
import {
  COPIED_SETTINGS_KEY,
  GENERATION_SETTINGS_KEY,
  REMEMBER_SETTINGS_KEY,
} from '../../lib/storageKeys';

// Generate within reach: in the one-column layout (phones and tablets) a bar at the bottom holds
// it and the results are scrolled into view; on a wide screen it stays in the prompt panel.

/** A phone, and a tablet in portrait (still one column: the columns sit side by side from 992). */
const ONE_COLUMN_WIDTHS = [
  ['a phone', 390],
  ['a tablet', 820],
] as const;

function renderDashboard(mocks: MockLink.MockedResponse[], before?: ApolloLink) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks, before });
}

const generateButtons = () => screen.getAllByRole('button', { name: /^Generate/ });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });

async function modelsLoaded() {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('FLUX.1 Dev'),
  );
}

/** Answers like installMatchMedia, and says the user asks for reduced motion. */
function preferReducedMotion() {
  const answer = window.matchMedia;
  window.matchMedia = (query: string) =>
    query.includes('prefers-reduced-motion') ? { ...answer(query), matches: true } : answer(query);
}

let scrollIntoView: jest.Mock;

beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView of its own.
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The elements scrolled into view, in order. */
const scrolledTo = () => scrollIntoView.mock.contexts as Element[];

describe.each(ONE_COLUMN_WIDTHS)('Dashboard on %s', (_device, width) => {
  beforeEach(() => {
    installMatchMedia(false, width);
  });

  it('holds the one Generate button in a bar at the bottom, without the keyboard hint', async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();

    expect(generateButtons()).toHaveLength(1);
    const [generate] = generateButtons();
    expect(generate!.closest('.generator-phone-bar')).not.toBeNull();
    expect(screen.queryByText(/or press/)).toBeNull();
    // 'Reset to Defaults' stays with the prompt.
    expect(
      screen.getByRole('button', { name: 'Reset to Defaults' }).closest('.generator-phone-bar'),
    ).toBeNull();
  });

  it('scrolls the preview into view as a generation starts and as it ends', async () => {
    const generation = heldOperation('GenerateImages');
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 })], generation.link);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    await userEvent.click(generateButtons()[0]!);

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolledTo()[0]).toHaveClass('generator-preview-column');
    expect(within(scrolledTo()[0] as HTMLElement).getByText('Preview')).toBeInTheDocument();
    generation.release();

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(2));
  });

  it('jumps instead of gliding when the user asks for less motion', async () => {
    preferReducedMotion();
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 })]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    await userEvent.click(generateButtons()[0]!);

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalled();
    for (const [options] of scrollIntoView.mock.calls) {
      expect(options).toEqual({ behavior: 'auto', block: 'start' });
    }
  });

  it('leaves the page where it is when earlier results are shown on load, not when picked', async () => {
    // A return visit on SDXL, the model of the results shown.
    localStorage.setItem(REMEMBER_SETTINGS_KEY, 'true');
    localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ model_id: SDXL.civitAIR }));
    renderDashboard([
      recentGenerationsMock([
        recentGeneration('g-cat', { parameters: { prompt: 'a cat' }, images: ['cat'] }),
        recentGeneration('g-fox', { images: ['fox'] }),
      ]),
      ...dashboardMocks(),
    ]);
    expect(await screen.findByRole('figure', { name: 'Generated image 1' })).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'SDXL: a fox, 1 image' }));

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolledTo()[0]).toHaveClass('generator-preview-column');
  });

  it('says by the bar when the balance does not cover the generation', async () => {
    renderDashboard([
      estimateMock({ creditsPerImage: 0.46, creditBalance: 0.12 }),
      ...dashboardMocks(),
    ]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    const notice = await screen.findByText('Not enough credits');
    expect(notice.closest('.generator-phone-bar')).not.toBeNull();
    expect(screen.getAllByText('Not enough credits')).toHaveLength(1);
    expect(generateButtons()[0]).toBeDisabled();
  });
});

describe('Dashboard on a wide screen', () => {
  it('keeps Generate in the prompt panel, with its hint, and does not scroll the page', async () => {
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 })]);
    await modelsLoaded();

    expect(generateButtons()).toHaveLength(1);
    expect(generateButtons()[0]!.closest('.generator-phone-bar')).toBeNull();
    expect(document.querySelector('.generator-phone-bar')).toBeNull();
    expect(generateButtons()[0]).toHaveAccessibleDescription('or press Ctrl+Enter');

    await userEvent.type(prompt(), 'a fox');
    await userEvent.click(generateButtons()[0]!);

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

// The settings' longer sections fold on a phone (below 576 px): the model and the prompt open,
// the source image, the basic controls and the advanced settings' add-ons folded.

/** A folding section's head (antd's Collapse makes it a button that says whether it is open). */
const sectionHead = (name: string | RegExp) => screen.getByRole('button', { name });
const sourceRegion = () => screen.getByRole('region', { name: 'Source image' });

async function openAdvanced() {
  await userEvent.click(sectionHead('Advanced Settings'));
}

describe('Dashboard settings on a phone', () => {
  beforeEach(() => installMatchMedia(false, 390));

  it('opens with the model and the prompt, the source and basic controls folded', async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();

    expect(prompt()).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeVisible();
    expect(sectionHead('Source image')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
    expect(sectionHead('Advanced Settings')).toHaveAttribute('aria-expanded', 'false');
    // Folded, its head says what is set.
    const basic = sectionHead(/^Basic controls/);
    expect(basic).toHaveAttribute('aria-expanded', 'false');
    expect(basic).toHaveTextContent('1024 × 1024 · JPEG · 1 image');
    expect(screen.queryByRole('textbox', { name: 'Width' })).toBeNull();

    await userEvent.click(basic);

    expect(basic).toHaveAttribute('aria-expanded', 'true');
    expect(basic).toHaveTextContent(/^Basic controls$/);
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1024');

    await userEvent.click(sectionHead('Source image'));
    expect(sectionHead('Source image')).toHaveAttribute('aria-expanded', 'true');
    expect(within(sourceRegion()).getByRole('button', { name: 'Upload image' })).toBeVisible();
  });

  it('unfolds the source image as a result is taken as the source', async () => {
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 })]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');
    await userEvent.click(generateButtons()[0]!);
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();

    await chooseImageTool(
      screen.getByRole('figure', { name: 'Generated image 1' }),
      'Use as source',
    );

    expect(sectionHead('Source image')).toHaveAttribute('aria-expanded', 'true');
    expect(await within(sourceRegion()).findByRole('img', { name: 'Source image' })).toBeVisible();
    expect(within(sourceRegion()).getByRole('button', { name: 'Remove' })).toBeVisible();
  });

  it('opens on the saved image the gallery handed over', async () => {
    renderApp('/dashboard?source=creation:42&preview=https%3A%2F%2Ffiles.example%2Fthumb.webp', {
      user: testUser({ creditBalance: 42.5 }),
      mocks: dashboardMocks(),
    });
    await modelsLoaded();

    expect(
      await within(sourceRegion()).findByRole('img', { name: 'Source image' }),
    ).toHaveAttribute('src', 'https://files.example/thumb.webp');
    expect(sectionHead('Source image')).toHaveAttribute('aria-expanded', 'true');
  });

  it("folds the advanced settings' add-on sections into 'Add-ons'", async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();
    await openAdvanced();

    const addOns = await screen.findByRole('button', { name: 'Add-ons' });
    expect(addOns).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Scheduler' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'LoRAs' })).toBeNull();

    await userEvent.click(addOns);

    expect(addOns).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'LoRAs' })).toBeVisible();
  });

  it("opens 'Add-ons' with those chosen, counted", async () => {
    localStorage.setItem(
      COPIED_SETTINGS_KEY,
      JSON.stringify({
        prompt: 'a copied fox',
        model_id: SDXL.civitAIR,
        embeddings: [{ id: 'civitai:7808@9208', name: 'EasyNegative', weight: 0.5 }],
      }),
    );
    renderDashboard(dashboardMocks());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('SDXL'),
    );
    await openAdvanced();

    const addOns = await screen.findByRole('button', { name: 'Add-ons (1)' });
    expect(addOns).toHaveAttribute('aria-expanded', 'true');
    const embeddings = await screen.findByRole('region', { name: 'Embeddings' });
    expect(within(embeddings).getByText('EasyNegative')).toBeVisible();
  });
});

describe('Dashboard settings from 576 px on', () => {
  beforeEach(() => installMatchMedia(false, 820));

  it('keeps the source image a card and the basic controls and add-ons open', async () => {
    renderDashboard(dashboardMocks());
    await modelsLoaded();

    expect(screen.queryByRole('button', { name: 'Source image' })).toBeNull();
    expect(within(sourceRegion()).getByRole('button', { name: 'Upload image' })).toBeVisible();
    expect(sectionHead('Basic controls')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('1024');

    await openAdvanced();

    expect(await screen.findByRole('region', { name: 'LoRAs' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add-ons/ })).toBeNull();
  });
});
