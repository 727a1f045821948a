import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type {
  GenerateImagesMutationVariables,
  InFlightGenerationCandidatesQueryVariables,
} from '../../graphql/generated/graphql';
import { dashboardMocks, waitedGenerateImagesMock } from './testing/generatorMocks';
import { GENERATION_SETTINGS_KEY } from '../../lib/storageKeys';
import {
  candidatesMock,
  followedMock,
  RESUMED_GENERATION_ID,
  RESUMED_TASK_UUID,
  storedInFlight,
  storeInFlight,
} from './testing/resumeMocks';
import { meMock, testUser } from '../../test/fixtures';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';
import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { modelOption } from './testing/optionName';

const RESUMED_LINE = 'This generation was started before the page was reloaded.';

function renderDashboard(mocks: MockLink.MockedResponse[], before?: ApolloLink) {
  return renderApp('/dashboard', {
    user: testUser({ creditBalance: 42.5 }),
    mocks: [...dashboardMocks(), ...mocks],
    before,
  });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });

async function pickSdxl() {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
  await userEvent.click(modelButton());
  await userEvent.type(screen.getByPlaceholderText('Sök modeller...'), 'sdxl');
  await userEvent.click(screen.getByRole('option', { name: modelOption('SDXL') }));
}

/** The error panel, once it shows this title (the FLUX notice is an alert too). */
async function errorPanel(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title });
  const panel = heading.closest<HTMLElement>('[role="alert"]');
  if (!panel) throw new Error(`"${title}" is not in an alert`);
  return panel;
}

type Seen = { input: GenerateImagesMutationVariables['input']; stored: unknown }[];

/** A recorder for generateImagesMock: the input sent and the stored record at send time. */
const noteInto = (seen: Seen) => (input: GenerateImagesMutationVariables['input']) => {
  seen.push({ input, stored: storedInFlight() });
};

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Dashboard page: a generation started before a reload', () => {
  it('follows it from pending to succeeded and shows its images as a normal success', async () => {
    storeInFlight();
    const lookups: InFlightGenerationCandidatesQueryVariables[] = [];
    const polled: string[] = [];
    renderDashboard([
      candidatesMock({}, lookups),
      followedMock({ status: 'pending' }, polled),
      followedMock({ status: 'succeeded', images: 2, providerCostUsd: 0.0026 }, polled),
      meMock(testUser({ creditBalance: 40.1 })),
    ]);

    expect(await screen.findByText('Generating your images')).toBeInTheDocument();
    expect(screen.getByText(RESUMED_LINE)).toBeInTheDocument();
    await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
    expect(screen.getByRole('button', { name: /Generate/ })).toBeDisabled();

    expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    // Made from the parameters stored when it was sent.
    const image = within(figures[0]!).getByRole('img', { name: 'a lighthouse at dusk' });
    expect(image).toHaveAttribute('src', 'https://images.example/resumed-0.png');
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '768');
    expect(within(figures[0]!).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(within(figures[0]!).getByRole('button', { name: 'Save to folder' })).toBeInTheDocument();
    // The badge says what the user paid; the provider's dollars are a detail.
    expect(screen.getByText('0.21 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download All/ })).toBeEnabled();
    expect(screen.queryByText(RESUMED_LINE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Generate/ })).toBeEnabled();
    // The charge happened while the page was away: the header asks for the balance again.
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('40.1 credits'));

    expect(lookups).toEqual([{ first: 10 }]);
    expect(polled).toEqual([RESUMED_GENERATION_ID, RESUMED_GENERATION_ID]);
    expect(storedInFlight()).toBeNull();
  });

  it('shows the error panel with the stored error of a failed generation', async () => {
    storeInFlight();
    renderDashboard([
      candidatesMock(),
      followedMock({
        status: 'failed',
        errorCode: 'invalidWidth',
        errorMessage: 'Invalid value for width parameter. It must be a multiple of 64.',
      }),
      meMock(testUser({ creditBalance: 42.5 })),
    ]);

    const panel = await errorPanel('Image Dimension Error');
    expect(
      within(panel).getByText('Invalid value for width parameter. It must be a multiple of 64.'),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText('Width and height must be multiples of 64.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Generating your images')).not.toBeInTheDocument();
    expect(screen.queryByText(/Generated \d+ image/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download All/ })).toBeDisabled();
    expect(storedInFlight()).toBeNull();
  });

  it('names the model of a failed generation from what was stored', async () => {
    storeInFlight({ context: { model: 'civitai:999@1' } });
    renderDashboard([
      candidatesMock(),
      followedMock({ status: 'failed', errorCode: 'invalidModel', errorMessage: 'Invalid model' }),
      meMock(testUser()),
    ]);

    const panel = await errorPanel('Generation Error');
    expect(
      within(panel).getByText(
        'Model error: The selected AI model "civitai:999@1" is not recognized by the API. Please check your available models.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Invalid model identifier.')).toBeInTheDocument();
  });

  it('says an unconfirmed generation keeps its credits held, and keeps following it', async () => {
    storeInFlight();
    const polled: string[] = [];
    renderDashboard([
      candidatesMock(),
      followedMock({ status: 'unknown', errorCode: 'generationPending' }, polled),
      followedMock({ status: 'unknown', errorCode: 'generationPending' }, polled),
    ]);

    expect(await screen.findByText('Not confirmed yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The image provider has not confirmed this generation yet. Your credits stay reserved until it does; it is then settled or refunded automatically.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'generation history' })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByRole('heading', { name: /Error/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Generating your images')).not.toBeInTheDocument();
    // Still followed: reconciliation may settle it while the page is open.
    await waitFor(() => expect(polled).toHaveLength(2));
    expect(storedInFlight()).toMatchObject({ taskUUID: RESUMED_TASK_UUID });
  });

  it('returns to idle and forgets the record when no generation has its taskUUID', async () => {
    storeInFlight();
    const lookups: InFlightGenerationCandidatesQueryVariables[] = [];
    const polled: string[] = [];
    renderDashboard([
      candidatesMock({ found: false }, lookups),
      candidatesMock({ found: false }, lookups),
      candidatesMock({ found: false }, lookups),
      followedMock({ status: 'succeeded', images: 1 }, polled),
    ]);

    expect(await screen.findByText(RESUMED_LINE)).toBeInTheDocument();
    expect(await screen.findByText('No images generated yet')).toBeInTheDocument();
    expect(screen.queryByText('Generating your images')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Error/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Not confirmed yet')).not.toBeInTheDocument();
    expect(lookups).toEqual([{ first: 10 }, { first: 10 }, { first: 10 }]);
    expect(polled).toEqual([]);
    expect(storedInFlight()).toBeNull();
  });

  it('ignores a record older than 30 minutes and removes it', async () => {
    storeInFlight({ startedAt: Date.now() - 31 * 60 * 1000 });
    const lookups: InFlightGenerationCandidatesQueryVariables[] = [];
    renderDashboard([candidatesMock({}, lookups)]);

    expect(await screen.findByText('No images generated yet')).toBeInTheDocument();
    expect(screen.queryByText(RESUMED_LINE)).not.toBeInTheDocument();
    expect(lookups).toEqual([]);
    expect(storedInFlight()).toBeNull();
  });
});

// A generation with the user's own provider key waits for its answer (the queue runs on the
// studio's account): a reload cuts that request off, and the dashboard finds the generation again.
describe('Dashboard page: remembering a waited generation while it runs', () => {
  beforeEach(() => {
    localStorage.setItem(GENERATION_SETTINGS_KEY, JSON.stringify({ apiKey: 'own-key' }));
  });

  it('stores the generation as it is sent and forgets it when the images arrive', async () => {
    const seen: Seen = [];
    renderDashboard([waitedGenerateImagesMock({ images: 1 }, noteInto(seen))]);
    await pickSdxl();
    expect(storedInFlight()).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox');
    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));

    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    const [{ input, stored }] = seen as [(typeof seen)[number]];
    expect(stored).toMatchObject({
      taskUUID: input.taskUUID,
      userId: '7',
      negativePrompt: 'blurry, bad quality',
      context: { model: 'civitai:101055@128078', baseArchitecture: 'SDXL 1.0' },
      parameters: { prompt: 'a fox', model_id: 'civitai:101055@128078', format: 'jpeg' },
    });
    expect((stored as { startedAt: number }).startedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(storedInFlight()).toBeNull();
  });

  it('forgets it when the request fails on this page', async () => {
    const seen: Seen = [];
    const refusal = new GraphQLError('busy', {
      extensions: { code: 'providerUnavailable', status: 503 },
    });
    renderDashboard([waitedGenerateImagesMock(refusal, noteInto(seen))]);
    await pickSdxl();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox');
    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));

    const panel = await errorPanel('Generation Error');
    expect(within(panel).getByText('API error (503): busy')).toBeInTheDocument();
    expect(seen[0]?.stored).toMatchObject({ taskUUID: seen[0]?.input.taskUUID });
    expect(storedInFlight()).toBeNull();
  });

  it('keeps it when the dashboard was left before the answer, and shows it on return', async () => {
    // The task id this generation gets, so the lookup on return can match it.
    jest
      .spyOn(crypto, 'randomUUID')
      .mockReturnValue(RESUMED_TASK_UUID as ReturnType<Crypto['randomUUID']>);
    const seen: Seen = [];
    const polled: string[] = [];
    const generation = heldOperation('GenerateImages');
    const { router } = renderDashboard(
      [
        waitedGenerateImagesMock({ images: 1 }, noteInto(seen)),
        candidatesMock(),
        followedMock({ status: 'succeeded', images: 3, providerCostUsd: 0.0039 }, polled),
        meMock(testUser({ creditBalance: 42.4 })),
      ],
      generation.link,
    );
    await pickSdxl();
    await userEvent.type(screen.getByRole('textbox', { name: 'Prompt' }), 'a fox');
    await userEvent.click(screen.getByRole('button', { name: /Generate/ }));
    expect(screen.getByText('Generating your images')).toBeInTheDocument();

    await act(() => router.navigate('/about'));
    generation.release();
    await waitFor(() => expect(seen).toHaveLength(1));
    // The answer lands after the dashboard is gone: it is not shown, and the record stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByText('Generated 1 image(s)')).not.toBeInTheDocument();
    expect(seen[0]?.input.taskUUID).toBe(RESUMED_TASK_UUID);
    expect(storedInFlight()).toMatchObject({ taskUUID: RESUMED_TASK_UUID });

    await act(() => router.navigate('/dashboard'));

    expect(await screen.findByText('Generated 3 image(s)')).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.getByText('0.21 credits')).toBeInTheDocument();
    expect(polled).toEqual([RESUMED_GENERATION_ID]);
    expect(storedInFlight()).toBeNull();
  });
});
