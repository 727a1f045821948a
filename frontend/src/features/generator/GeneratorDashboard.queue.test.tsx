import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { Subject } from 'rxjs';
import { dashboardMocks } from './testing/generatorMocks';
import {
  acceptedGenerationMock,
  generationUpdate,
  queuedGeneration,
  queuedGenerationMock,
  unfinishedGenerationsMock,
} from './testing/queueMocks';
import { QUEUE_POLL_INTERVAL_MS, QUEUE_RECHECK_INTERVAL_MS } from './state/useGenerationQueue';
import { setLiveConnectionStatus } from '../../lib/liveConnection';
import { testUser } from '../../test/fixtures';
import { heldOperation } from '../../test/heldOperation';
import { renderApp } from '../../test/renderApp';

// The dashboard as a queue: Generate sends the generation to the queue and is free again once the
// server accepted it; each generation is a card, followed on the live channel (polled while it is
// down), and a reload finds the unfinished ones again.

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

type LiveResult = ApolloLink.Result;

/** A live channel the test speaks on: each subscription hears what `live.next` sends. */
function liveChannel() {
  const live = new Subject<LiveResult>();
  const link = new ApolloLink(() => live.asObservable());
  return { live, link };
}

function renderDashboard(
  mocks: MockLink.MockedResponse[],
  {
    subscriptions,
    reload = [],
    before,
  }: {
    subscriptions?: ApolloLink;
    reload?: ReturnType<typeof queuedGeneration>[];
    before?: ApolloLink;
  } = {},
) {
  // Asked first: the newest generations as a reload finds them, before the usual (none).
  return renderApp('/dashboard', {
    user: testUser({ creditBalance: 42.5 }),
    mocks: [...mocks, unfinishedGenerationsMock(reload), ...dashboardMocks()],
    subscriptions,
    before,
  });
}

const modelButton = () => screen.getByRole('combobox', { name: 'Model' });
const generateButton = () => screen.getByRole('button', { name: /Generate( ·|$)/ });
const prompt = () => screen.getByRole('textbox', { name: 'Prompt' });
const card = (text: string) => screen.getByRole('article', { name: `Generation: ${text}` });

async function modelsLoaded() {
  await waitFor(() => expect(modelButton()).toHaveTextContent('FLUX.1 Dev'));
}

/** Types the prompt and clicks Generate; `onTheTestClock()` as `user` while fake timers run. */
async function generate(
  text: string,
  user: Pick<UserEvent, 'clear' | 'type' | 'click'> = userEvent,
) {
  await user.clear(prompt());
  await user.type(prompt(), text);
  await user.click(generateButton());
}

/** A wait on jest's fake clock that gives up once a poll is overdue (polls come every ~2 s). */
const withinOnePoll = { timeout: QUEUE_POLL_INTERVAL_MS + 500 };

/** user-event whose pauses move jest's fake clock. */
const onTheTestClock = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

afterEach(() => {
  act(() => setLiveConnectionStatus('idle'));
  jest.restoreAllMocks();
});

describe('Dashboard: the queue', () => {
  it('keeps two generations in flight at once, Generate free again after each is accepted', async () => {
    const sent: unknown[] = [];
    const { live, link } = liveChannel();
    const generation = heldOperation('GenerateImages');
    renderDashboard(
      [
        acceptedGenerationMock(FIRST, {}, sent),
        queuedGenerationMock({ id: FIRST, status: 'running' }),
        acceptedGenerationMock(SECOND, {}, sent),
        queuedGenerationMock({ id: SECOND, status: 'pending' }),
      ],
      { subscriptions: link, before: generation.link },
    );
    await modelsLoaded();

    await generate('a fox');
    // While the request is on its way: the spec's loading text, Generate and reset disabled.
    expect(screen.getByRole('status')).toHaveTextContent('Generating your images');
    expect(generateButton()).toHaveClass('ant-btn-loading');
    expect(screen.getByRole('button', { name: /Reset to Defaults/ })).toBeDisabled();
    generation.release();
    await waitFor(() => expect(within(card('a fox')).getByText('Running')).toBeInTheDocument());
    expect(generateButton()).toBeEnabled();

    await generate('an owl');
    await waitFor(() => expect(within(card('an owl')).getByText('Queued')).toBeInTheDocument());
    expect(generateButton()).toBeEnabled();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ prompt: 'an owl' });
    // Newest first; the first still runs.
    const cards = screen.getAllByRole('article');
    expect(cards.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Generation: an owl',
      'Generation: a fox',
    ]);
    expect(within(card('a fox')).getByText('Running')).toBeInTheDocument();

    act(() => live.next(generationUpdate({ id: SECOND, status: 'pending' }, { queuePosition: 2 })));
    expect(within(card('an owl')).getByText('Queued · position 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Generating your images');
  });

  it('follows a card live from queued to running to done, with the balance in the header', async () => {
    const { live, link } = liveChannel();
    renderDashboard(
      [
        acceptedGenerationMock(FIRST, {}, []),
        queuedGenerationMock({ id: FIRST, status: 'pending' }),
      ],
      { subscriptions: link },
    );
    await modelsLoaded();
    await generate('a fox');
    await waitFor(() => expect(within(card('a fox')).getByText('Queued')).toBeInTheDocument());

    // The clock stands still: the times read below do not depend on how long drawing them takes.
    jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    const eta = { expectedRunMs: 9000, expectedWaitMs: 3000 };
    act(() =>
      live.next(generationUpdate({ id: FIRST, status: 'pending' }, { queuePosition: 1, eta })),
    );
    expect(within(card('a fox')).getByText('Queued · position 1')).toBeInTheDocument();
    expect(within(card('a fox')).getByText(/Ready in about 12 s\./)).toBeInTheDocument();

    act(() =>
      live.next(
        generationUpdate(
          { id: FIRST, status: 'running' },
          { eta: { expectedRunMs: 9000, expectedWaitMs: 0 } },
        ),
      ),
    );
    const running = within(card('a fox'));
    expect(running.getByText('Running')).toBeInTheDocument();
    expect(running.getAllByRole('listitem')).toHaveLength(1);
    expect(running.getByRole('list', { name: 'Images being generated' })).toHaveTextContent('0 s');
    expect(running.getAllByText('about 9 s')).toHaveLength(1);

    act(() =>
      live.next(
        generationUpdate(
          { id: FIRST, status: 'succeeded', images: 1, creditsCharged: 0.21 },
          { creditBalance: 42.29 },
        ),
      ),
    );
    expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    const done = within(card('a fox'));
    expect(done.getByText('Done · 1 image')).toBeInTheDocument();
    expect(done.getAllByRole('figure')).toHaveLength(1);
    expect(done.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Copy prompt' })).toBeInTheDocument();
    expect(done.getByRole('button', { name: 'Save to folder' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('42.29 credits');
    expect(screen.getByRole('status')).toHaveTextContent('Done: 1 image ready.');

    // A finished card can be put away.
    await userEvent.click(done.getByRole('button', { name: 'Remove from the queue' }));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('No images generated yet')).toBeInTheDocument();
  });

  it('shows a failed generation with the spec’s error panel, and Retry sends it again', async () => {
    const { live, link } = liveChannel();
    const sent: unknown[] = [];
    renderDashboard(
      [
        acceptedGenerationMock(FIRST, {}, sent),
        queuedGenerationMock({ id: FIRST, status: 'running' }),
        acceptedGenerationMock(SECOND, {}, sent),
        queuedGenerationMock({ id: SECOND, status: 'running' }),
      ],
      { subscriptions: link },
    );
    await modelsLoaded();
    await generate('a fox');
    await waitFor(() => expect(within(card('a fox')).getByText('Running')).toBeInTheDocument());

    act(() =>
      live.next(
        generationUpdate({
          id: FIRST,
          status: 'failed',
          errorCode: 'invalidWidth',
          errorMessage: 'Width and height must be multiples of 64.',
        }),
      ),
    );
    const panel = within(card('a fox')).getByRole('alert');
    expect(
      within(panel).getByRole('heading', { name: 'Image Dimension Error' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Generated \d image/)).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ prompt: 'a fox' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(within(card('a fox')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Reconnecting…" and polls every ~2 s while the live channel is down', async () => {
    // The test's clock, not the machine's: it moves only as the test and Testing Library's waits
    // move it, so "within one interval" means the same on a loaded machine.
    jest.useFakeTimers();
    try {
      const { link } = liveChannel();
      const asked: string[] = [];
      renderDashboard(
        [
          acceptedGenerationMock(FIRST, {}, []),
          queuedGenerationMock({ id: FIRST, status: 'running' }, asked),
          queuedGenerationMock({ id: FIRST, status: 'running' }, asked),
          queuedGenerationMock(
            { id: FIRST, status: 'succeeded', images: 2, creditBalance: 41.9 },
            asked,
          ),
        ],
        { subscriptions: link },
      );
      await modelsLoaded();
      await generate('a fox', onTheTestClock());
      await waitFor(() => expect(within(card('a fox')).getByText('Running')).toBeInTheDocument());
      expect(asked).toHaveLength(1);
      expect(within(card('a fox')).queryByText('Reconnecting…')).not.toBeInTheDocument();

      // The socket is lost: the client tries to open it again by itself, meanwhile the card polls.
      act(() => setLiveConnectionStatus('reconnecting'));
      expect(within(card('a fox')).getByText('Reconnecting…')).toBeInTheDocument();
      await waitFor(() => expect(asked).toHaveLength(2), withinOnePoll);
      await waitFor(() => expect(asked).toHaveLength(3), withinOnePoll);

      expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
      expect(within(card('a fox')).getAllByRole('figure')).toHaveLength(2);
      expect(within(card('a fox')).queryByText('Reconnecting…')).not.toBeInTheDocument();
      // The header counts to the new balance on the same clock.
      await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('41.9 credits'));
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves a waiting card up the queue while it polls without the live channel', async () => {
    jest.useFakeTimers();
    try {
      const { link } = liveChannel();
      renderDashboard(
        [
          acceptedGenerationMock(FIRST, {}, []),
          queuedGenerationMock({ id: FIRST, status: 'pending', queuePosition: 3 }),
          queuedGenerationMock({ id: FIRST, status: 'pending', queuePosition: 1 }),
          queuedGenerationMock({ id: FIRST, status: 'running', maxUsageCount: 5 }),
        ],
        { subscriptions: link },
      );
      await modelsLoaded();
      await generate('a fox', onTheTestClock());
      // Read once as it is accepted; then the channel is lost and the card polls.
      expect(await within(card('a fox')).findByText('Queued · position 3')).toBeInTheDocument();
      act(() => setLiveConnectionStatus('reconnecting'));
      expect(
        await within(card('a fox')).findByText('Queued · position 1', {}, withinOnePoll),
      ).toBeInTheDocument();
      expect(
        await within(card('a fox')).findByText('Running', {}, withinOnePoll),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads an unfinished card again now and then while live, so a lost event freezes nothing', async () => {
    // Timers run as in real time and can be moved on: the recheck comes after 15 s.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { link } = liveChannel();
      const asked: string[] = [];
      renderDashboard(
        [
          acceptedGenerationMock(FIRST, {}, []),
          queuedGenerationMock({ id: FIRST, status: 'running' }, asked),
          queuedGenerationMock({ id: FIRST, status: 'succeeded', images: 1 }, asked),
        ],
        { subscriptions: link },
      );
      // The live channel is up from the start, and then says nothing (its event was lost).
      act(() => setLiveConnectionStatus('connected'));
      await modelsLoaded();
      // The recheck's clock starts at the click or later; rendering takes time on that clock too.
      const clickedAt = Date.now();
      await generate('a fox', onTheTestClock());
      await waitFor(() => expect(within(card('a fox')).getByText('Running')).toBeInTheDocument());
      expect(asked).toHaveLength(1);

      const toJustBeforeRecheck = clickedAt + QUEUE_RECHECK_INTERVAL_MS - 1000 - Date.now();
      act(() => jest.advanceTimersByTime(Math.max(0, toJustBeforeRecheck)));
      expect(asked).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1000));
      await waitFor(() => expect(asked).toHaveLength(2));
      expect(await screen.findByText('Generated 1 image(s)')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('after a reload shows the unfinished generations again and follows them to the end', async () => {
    const { live, link } = liveChannel();
    renderDashboard([], {
      subscriptions: link,
      reload: [
        queuedGeneration({
          id: FIRST,
          status: 'running',
          parameters: { prompt: 'a lighthouse at dusk', width: 1024, height: 768, imageCount: 2 },
        }),
        queuedGeneration({ id: SECOND, status: 'succeeded', images: 1 }),
      ],
    });
    await modelsLoaded();

    const resumed = within(
      await screen.findByRole('article', { name: 'Generation: a lighthouse at dusk' }),
    );
    expect(resumed.getByText('Running')).toBeInTheDocument();
    expect(resumed.getByText(/1024 × 768 · 2 images/)).toBeInTheDocument();
    expect(resumed.getAllByRole('listitem')).toHaveLength(2);
    // Only the unfinished one is a card: the finished one is among the recent generations.
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Generating your images');

    act(() =>
      live.next(
        generationUpdate({
          id: FIRST,
          status: 'succeeded',
          images: 2,
          parameters: { prompt: 'a lighthouse at dusk', width: 1024, height: 768, imageCount: 2 },
        }),
      ),
    );
    expect(await screen.findByText('Generated 2 image(s)')).toBeInTheDocument();
    expect(resumed.getAllByRole('figure')).toHaveLength(2);
  });
});
