import { StyleProvider } from '@ant-design/cssinjs';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, within } from '@testing-library/react';
import type { GeneratedImage } from '../generatedImages';
import { defaultParameters } from '../generationParameters';
import type { GenerationState, PendingGeneration } from '../state/useGeneration';
import { imageToolSpies } from '../testing/imageTools';
import { ThemeProvider } from '../../../app/themeChoice';
import { ToastProvider } from '../../../app/ToastProvider';
import { createApolloClient } from '../../../lib/apollo';
import { installMatchMedia } from '../../../test/matchMedia';
import { Preview } from './Preview';

const START = new Date('2026-03-01T12:00:00Z').getTime();

function pending(overrides: Partial<PendingGeneration> = {}): GenerationState {
  return {
    status: 'loading',
    pending: {
      imageCount: 3,
      width: 1024,
      height: 1536,
      startedAt: START,
      expectedMs: null,
      ...overrides,
    },
  };
}

function image(index: number): GeneratedImage {
  return {
    id: `1-${index}`,
    url: `https://images.example/${index}.jpg`,
    format: 'jpeg',
    prompt: 'a fox',
    model_id: 'civitai:101055@128078',
    width: 1024,
    height: 1024,
    params: defaultParameters(),
    generationId: 'g-1',
  };
}

/** The viewer prices a variation as its menu opens: a client, though nothing is asked here. */
const client = () => createApolloClient(new MockLink([]));

function renderPreview(state: GenerationState, toolResults: GeneratedImage[] = []) {
  const ui = (shown: GenerationState) => (
    <StyleProvider mock="server">
      <ThemeProvider>
        <ToastProvider>
          <ApolloProvider client={client()}>
            <Preview
              state={shown}
              displayCost
              onRetry={jest.fn()}
              onRetryImage={jest.fn()}
              toolResults={toolResults}
            />
          </ApolloProvider>
        </ToastProvider>
      </ThemeProvider>
    </StyleProvider>
  );
  const view = render(ui(state));
  return { ...view, show: (next: GenerationState) => view.rerender(ui(next)) };
}

const tiles = () =>
  within(screen.getByRole('list', { name: 'Images being generated' })).getAllByRole('listitem');

describe('Preview while generating', () => {
  // The placeholders come with the preview's deferred parts: loaded once, before the timed tests.
  beforeAll(async () => {
    installMatchMedia();
    const { unmount } = renderPreview(pending());
    await screen.findByRole('list', { name: 'Images being generated' });
    unmount();
  });
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows one placeholder per requested image, in the shape of the output', () => {
    renderPreview(pending({ imageCount: 3, width: 1024, height: 1536 }));

    expect(tiles()).toHaveLength(3);
    for (const tile of tiles()) {
      expect(tile.style.aspectRatio).toBe('1024 / 1536');
    }
    expect(screen.queryByRole('img', { name: 'loading' })).not.toBeInTheDocument();
  });

  it('counts the seconds since the click on every placeholder', () => {
    renderPreview(pending({ imageCount: 2 }));
    expect(tiles().map((tile) => tile.textContent)).toEqual(['0 s', '0 s']);

    act(() => jest.advanceTimersByTime(12_000));

    expect(tiles().map((tile) => tile.textContent)).toEqual(['12 s', '12 s']);
  });

  it('says about how long it takes when the last one like it is known', () => {
    renderPreview(pending({ imageCount: 1, expectedMs: 19_200 }));

    expect(within(tiles()[0]!).getByText('about 20 s')).toBeInTheDocument();
  });

  it('announces the start and the end once, politely, without the ticking seconds', () => {
    const { show } = renderPreview(pending({ imageCount: 2 }));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Generating your images');

    act(() => jest.advanceTimersByTime(5_000));
    expect(status).not.toHaveTextContent(/\d+ s/);

    show({
      status: 'success',
      images: [image(0), image(1)],
      totalCost: 0.0026,
      creditsCharged: 0.21,
    });
    // The same region (screen readers read a changed region, not a new one).
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Done: 2 images ready.');
    expect(screen.queryByRole('list', { name: 'Images being generated' })).not.toBeInTheDocument();
  });
});

describe('Preview cost badge', () => {
  it('shows the credits charged first, then the total cost in dollars as the spec has it', () => {
    renderPreview({
      status: 'success',
      images: [image(0)],
      totalCost: 0.0026,
      creditsCharged: 0.214,
    });

    const credits = screen.getByText('0.21 credits');
    const dollars = screen.getByLabelText('Total cost');
    expect(dollars).toHaveTextContent('$0.0026');
    // The credits come first: they are what the user paid.
    expect(
      credits.compareDocumentPosition(dollars) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('says no credits were drawn when the own provider key paid', () => {
    renderPreview({
      status: 'success',
      images: [image(0)],
      totalCost: 0.0026,
      creditsCharged: 0,
      ownKey: true,
    });

    expect(screen.getByText('Own API key, no credits')).toBeInTheDocument();
  });
});

describe('Preview tool results', () => {
  const upscaled: GeneratedImage = {
    ...image(9),
    id: '2-0',
    url: 'https://images.example/up.png',
    tool: 'Upscaled ×2',
    generationId: 'g-tool',
  };

  it('keeps what the tools made below, while a new generation runs', () => {
    renderPreview(pending({ imageCount: 1 }), [upscaled]);

    const results = screen.getByRole('list', { name: 'Tool results' });
    const made = within(results).getByRole('figure', { name: 'Tool result 1' });
    expect(within(made).getByText('Upscaled ×2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tool results' })).toBeInTheDocument();
  });

  it('shows them in the viewer after the generated images', async () => {
    renderPreview(
      { status: 'success', images: [image(0)], totalCost: 0.0013, creditsCharged: 0.1 },
      [upscaled],
    );

    act(() =>
      within(screen.getByRole('figure', { name: 'Tool result 1' }))
        .getByRole('button', { name: 'View full size' })
        .click(),
    );

    const viewer = await screen.findByRole('dialog', { name: 'Full size' });
    expect(within(viewer).getByText('2 / 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: 'a fox' })).toHaveAttribute(
      'src',
      'https://images.example/up.png',
    );
  });
});

describe('Preview full-size viewer', () => {
  it("offers the result's save, download, copy and tools in the viewer's action bar", async () => {
    const onSave = jest.fn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const tools = imageToolSpies();
    render(
      <StyleProvider mock="server">
        <ThemeProvider>
          <ToastProvider>
            <ApolloProvider client={client()}>
              <Preview
                state={{
                  status: 'success',
                  images: [image(0), image(1)],
                  totalCost: 0,
                  creditsCharged: 0,
                }}
                displayCost={false}
                onRetry={jest.fn()}
                onRetryImage={jest.fn()}
                onSave={onSave}
                tools={tools}
              />
            </ApolloProvider>
          </ToastProvider>
        </ThemeProvider>
      </StyleProvider>,
    );

    act(() =>
      within(screen.getByRole('figure', { name: 'Generated image 2' }))
        .getByRole('button', { name: 'View full size' })
        .click(),
    );
    const viewer = within(await screen.findByRole('dialog', { name: 'Full size' }));
    const bar = within(viewer.getByRole('group', { name: 'Image actions' }));
    expect(bar.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Save to folder',
      'Download',
      'Copy prompt',
      'Use as source',
      'Upscale',
      'Remove background',
      'Describe',
    ]);

    act(() => bar.getByRole('button', { name: 'Save to folder' }).click());
    expect(onSave).toHaveBeenCalledWith(image(1));
    act(() => bar.getByRole('button', { name: 'Copy prompt' }).click());
    expect(writeText).toHaveBeenCalledWith('a fox');
    expect(await screen.findByText('Prompt Copied')).toBeInTheDocument();
    act(() => bar.getByRole('button', { name: 'Describe' }).click());
    expect(tools.onDescribe).toHaveBeenCalledWith(image(1));
  });
});
