import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  baseModelsMock,
  dashboardMocks,
  estimateMock,
  generateImagesMock,
  type PricedEstimates,
  type SentGenerations,
} from './testing/generatorMocks';
import { testUser } from '../../test/fixtures';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';

// The Generate button: its price before the click, its keyboard shortcut, and the placeholders
// that stand in for the images while they are made.

function renderDashboard(mocks: MockLink.MockedResponse[], before?: ApolloLink) {
  return renderApp('/dashboard', { user: testUser({ creditBalance: 42.5 }), mocks, before });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const generateButton = () => screen.getByRole('button', { name: /^Generate/ });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const pressShortcut = () => userEvent.keyboard('{Control>}{Enter}{/Control}');

async function modelsLoaded() {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
}

/** The dashboard's first answers, with this estimate in place of the default one. */
function withEstimate(estimate: MockLink.MockedResponse, ...more: MockLink.MockedResponse[]) {
  return [estimate, ...more, ...dashboardMocks()];
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Dashboard: the generate shortcut', () => {
  it('generates on Ctrl+Enter while typing the prompt, without a new line in it', async () => {
    const sent: SentGenerations = [];
    renderDashboard([...dashboardMocks(), ...generateImagesMock({ images: 1 }, sent)]);
    await modelsLoaded();

    await userEvent.type(prompt(), 'a fox');
    await pressShortcut();

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ prompt: 'a fox' });
    expect(prompt()).toHaveValue('a fox');
  });

  it('generates on Ctrl+Enter from a slider and with nothing focused', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      ...dashboardMocks(),
      ...generateImagesMock({ images: 1 }, sent),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    act(() => screen.getByRole('slider', { name: 'Number of images' }).focus());
    await pressShortcut();
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();

    act(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(document.activeElement).toBe(document.body);
    await pressShortcut();
    await waitFor(() => expect(sent).toHaveLength(2));
  });

  it('does nothing while Generate is disabled: models loading or "Failed to load models"', async () => {
    const sent: SentGenerations = [];
    renderDashboard([
      baseModelsMock([], { error: new Error('offline') }),
      ...dashboardMocks().slice(1),
      ...generateImagesMock({ images: 1 }, sent),
    ]);
    expect(await screen.findByText('Failed to load models')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    await userEvent.type(prompt(), 'a fox');
    await pressShortcut();

    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toEqual([]);
    expect(screen.queryByText('Generating your images')).not.toBeInTheDocument();
  });

  it('does not send another generation while one is on its way', async () => {
    const sent: SentGenerations = [];
    const generation = heldOperation('GenerateImages');
    renderDashboard(
      [
        ...dashboardMocks(),
        ...generateImagesMock({ images: 1 }, sent),
        ...generateImagesMock({ images: 1 }, sent),
      ],
      generation.link,
    );
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    await pressShortcut();
    expect(screen.getByText('Generating your images')).toBeInTheDocument();
    await pressShortcut();
    generation.release();

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows the shortcut by the button: Ctrl+Enter, and ⌘+Enter on a Mac', async () => {
    const first = renderDashboard(dashboardMocks());
    await modelsLoaded();
    expect(screen.getByText('Ctrl+Enter')).toBeInTheDocument();
    expect(generateButton()).toHaveAttribute('aria-keyshortcuts', 'Control+Enter');
    expect(generateButton()).toHaveAccessibleDescription('or press Ctrl+Enter');
    first.unmount();

    jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    renderDashboard(dashboardMocks());
    await modelsLoaded();
    expect(screen.getByText('⌘+Enter')).toBeInTheDocument();
    expect(generateButton()).toHaveAttribute('aria-keyshortcuts', 'Meta+Enter');
  });
});

describe('Dashboard: the price on Generate', () => {
  it('shows the estimated credits once the parameters rest, and follows the image count', async () => {
    const priced: PricedEstimates = [];
    renderDashboard(withEstimate(estimateMock({ creditsPerImage: 0.23 }, priced)));
    await modelsLoaded();
    expect(generateButton()).toHaveAccessibleName('Generate');

    await userEvent.type(prompt(), 'a fox');

    await waitFor(() => expect(generateButton()).toHaveAccessibleName('Generate · ~0.23 credits'));
    // Priced once the typing paused, not once per keystroke.
    expect(priced).toHaveLength(1);
    expect(priced[0]).toMatchObject({ prompt: 'a fox', imageCount: 1 });
    expect(priced[0]).not.toHaveProperty('taskUUID');

    const count = screen.getByRole('spinbutton', { name: 'Number of images' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.tab();

    await waitFor(() => expect(generateButton()).toHaveAccessibleName('Generate · ~0.46 credits'));
    expect(priced.at(-1)).toMatchObject({ imageCount: 2 });
  });

  it('says when the balance does not cover it, keeps Generate off and offers credits', async () => {
    const sent: SentGenerations = [];
    const { router } = renderDashboard(
      withEstimate(
        estimateMock({ creditsPerImage: 0.46, creditBalance: 0.12 }),
        ...generateImagesMock({ images: 1 }, sent),
      ),
    );
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');

    const notice = (await screen.findByText('Not enough credits')).closest<HTMLElement>(
      '[role="alert"]',
    );
    expect(notice).not.toBeNull();
    expect(
      within(notice!).getByText('This generation needs about 0.46 credits; your balance is 0.12.'),
    ).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(generateButton()).toHaveAccessibleName('Generate · ~0.46 credits');

    act(() => prompt().focus());
    await pressShortcut();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(sent).toEqual([]);

    await userEvent.click(within(notice!).getByRole('link', { name: /Buy credits/ }));
    expect(router.state.location.pathname).toBe('/credits');
  });

  it('asks again once a generation has moved the balance', async () => {
    const priced: PricedEstimates = [];
    renderDashboard(
      withEstimate(
        estimateMock({ creditsPerImage: 0.46, creditBalance: 0.5 }, priced, 1),
        estimateMock({ creditsPerImage: 0.46, creditBalance: 0.04 }, priced),
        ...generateImagesMock({ images: 1, creditsCharged: 0.46 }),
      ),
    );
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');
    await waitFor(() => expect(generateButton()).toHaveAccessibleName('Generate · ~0.46 credits'));
    expect(generateButton()).toBeEnabled();

    await userEvent.click(generateButton());

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(priced).toHaveLength(2);
  });

  it('shows a plain Generate when the estimate is refused, and typing and generating go on', async () => {
    const sent: SentGenerations = [];
    renderDashboard(
      withEstimate(
        estimateMock(new Error('prompt: must be at most 3000 characters')),
        ...generateImagesMock({ images: 1 }, sent),
      ),
    );
    await modelsLoaded();

    await userEvent.type(prompt(), 'a fox');
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    await userEvent.type(prompt(), ' in snow');

    expect(prompt()).toHaveValue('a fox in snow');
    expect(generateButton()).toHaveAccessibleName('Generate');
    expect(generateButton()).toBeEnabled();
    await userEvent.click(generateButton());
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
  });
});

describe('Dashboard: while generating', () => {
  it('shows a placeholder per image, then expects the next one like it to take as long', async () => {
    const sent: SentGenerations = [];
    const generations = heldOperation('GenerateImages');
    renderDashboard(
      [
        ...dashboardMocks(),
        ...generateImagesMock({ images: 2 }, sent),
        ...generateImagesMock({ images: 2 }, sent),
      ],
      generations.link,
    );
    await modelsLoaded();
    await userEvent.type(prompt(), 'a fox');
    const count = screen.getByRole('spinbutton', { name: 'Number of images' });
    await userEvent.clear(count);
    await userEvent.type(count, '2');
    await userEvent.tab();

    // The clock stands still from the click, and moves 3 s before the answer: what the tiles
    // count and expect does not depend on how long a busy machine takes to draw them.
    const clickedAt = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(clickedAt);
    await userEvent.click(generateButton());
    // The tiles are a chunk of their own: they show once it is loaded, the answer held meanwhile.
    const pending = await screen.findByRole('list', { name: 'Images being generated' });
    const tiles = within(pending).getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]).toHaveTextContent('0 s');
    expect(tiles[0]).not.toHaveTextContent(/about/);
    expect(tiles[0]!.style.aspectRatio).toBe('1024 / 1024');
    expect(screen.getByRole('status')).toHaveTextContent('Generating your images');
    clock.mockReturnValue(clickedAt + 3000);
    generations.releaseNext();

    expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Done: 2 images ready.');

    await userEvent.click(generateButton());
    const next = within(await screen.findByRole('list', { name: 'Images being generated' }));
    // As long as the first took, in whole seconds.
    expect(next.getAllByText('about 3 s')).toHaveLength(2);
    generations.releaseNext();
    // The second one ends too: its tiles give way to its images.
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Images being generated' })).toBeNull(),
    );
    expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
  });
});
