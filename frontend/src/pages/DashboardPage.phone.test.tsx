import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  dashboardMocks,
  estimateMock,
  generateImagesMock,
  SDXL,
} from '../features/generator/testing/generatorMocks';
import {
  recentGeneration,
  recentGenerationsMock,
} from '../features/generator/recent/testing/recentMocks';
import { testUser } from '../test/fixtures';
import { installMatchMedia } from '../test/matchMedia';
import { renderApp } from '../test/renderApp';
import type { MockLink } from '@apollo/client/testing';
import { GENERATION_SETTINGS_KEY, REMEMBER_SETTINGS_KEY } from '../lib/storageKeys';

// Generate within reach: in the one-column layout (phones and tablets) a bar at the bottom holds
// it and the results are scrolled into view; on a wide screen it stays in the prompt panel.

/** A phone, and a tablet in portrait (still one column: the columns sit side by side from 992). */
const ONE_COLUMN_WIDTHS = [
  ['a phone', 390],
  ['a tablet', 820],
] as const;

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks });
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
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1, delay: 200 })]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    await userEvent.click(generateButtons()[0]!);

    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolledTo()[0]).toHaveClass('generator-preview-column');
    expect(within(scrolledTo()[0] as HTMLElement).getByText('Preview')).toBeInTheDocument();

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
