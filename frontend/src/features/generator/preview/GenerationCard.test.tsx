import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defaultParameters } from '../generationParameters';
import { notStarted } from '../state/generationQueue';
import type { QueueCard } from '../state/queueCard';
import { GenerationCard, type GenerationCardProps } from './GenerationCard';

const queued: QueueCard = {
  key: 'k1',
  generationId: 'g1',
  status: 'pending',
  parameters: {
    ...defaultParameters(),
    prompt: 'a fox',
    model_id: 'civitai:101055@128078',
    width: 1024,
    height: 768,
    imageCount: 3,
  },
  context: {},
  submittedAt: Date.now(),
  ...notStarted(),
  queuePosition: 4,
  resumed: false,
};

/** Date.now() stands still for the rest of the test. */
function frozenClock() {
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now);
}

afterEach(() => jest.restoreAllMocks());

function renderCard(props: Partial<GenerationCardProps> & { card?: QueueCard } = {}) {
  const handlers = { onRetry: jest.fn(), onDismiss: jest.fn() };
  render(
    <MemoryRouter>
      <GenerationCard
        card={queued}
        modelName="SDXL"
        reconnecting={false}
        displayCost
        viewerOffset={0}
        imageActions={{
          onView: jest.fn(),
          onDownload: jest.fn(),
          onCopyPrompt: jest.fn(),
          onRetry: jest.fn(),
        }}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return { card: within(screen.getByRole('article', { name: 'Generation: a fox' })), handlers };
}

describe('A generation card', () => {
  it('says what was asked and its place in the queue', () => {
    const { card } = renderCard();
    expect(card.getByText('SDXL · 1024 × 768 · 3 images')).toBeInTheDocument();
    expect(card.getByText('Queued · position 4')).toBeInTheDocument();
    expect(card.queryByText(/Ready in/)).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Remove from the queue' })).not.toBeInTheDocument();
  });

  it('says when a queued card should be ready, from the server’s estimate', () => {
    // The card reads the clock as it renders: a slow render must not take a second off the wait.
    frozenClock();
    const eta = { expectedRunMs: 20_000, expectedWaitMs: 25_000, at: Date.now() };
    const { card } = renderCard({ card: { ...queued, eta } });
    expect(card.getByText(/Ready in about 45 s\./)).toBeInTheDocument();
  });

  it('says a long wait in minutes, and says nothing of one it cannot estimate', () => {
    frozenClock();
    const eta = { expectedRunMs: 60_000, expectedWaitMs: 150_000, at: Date.now() };
    renderCard({ card: { ...queued, eta } });
    expect(screen.getByText(/Ready in about 4 min\./)).toBeInTheDocument();
  });

  it('offers Cancel on a queued or running card when given the action', async () => {
    const onCancel = jest.fn();
    const { card } = renderCard({ onCancel });
    await userEvent.click(card.getByRole('button', { name: /Cancel/ }));
    expect(onCancel).toHaveBeenCalledWith(queued);
  });

  it('shows a placeholder per image and the elapsed time while running', () => {
    frozenClock();
    const { card } = renderCard({
      card: { ...queued, status: 'running', queuePosition: null, runningSince: Date.now() - 3000 },
    });
    expect(card.getByText('Running')).toBeInTheDocument();
    const tiles = within(card.getByRole('list', { name: 'Images being generated' }));
    expect(tiles.getAllByRole('listitem')).toHaveLength(3);
    expect(tiles.getAllByText('3 s')).toHaveLength(3);
  });

  it('explains a generation the provider has not confirmed, and says when it is reconnecting', () => {
    const { card } = renderCard({ card: { ...queued, status: 'unknown' }, reconnecting: true });
    expect(
      card.getByText('Not confirmed yet', { selector: '.ant-alert-title' }),
    ).toBeInTheDocument();
    expect(card.getByText('Reconnecting…')).toBeInTheDocument();
  });

  it('shows a failure under the spec’s title with Retry, and can be removed', async () => {
    const failed: QueueCard = {
      ...queued,
      status: 'failed',
      failure: { code: 'unsupportedLoraModel', message: 'LoRA does not fit' },
    };
    const { card, handlers } = renderCard({ card: failed });
    const panel = within(card.getByRole('alert'));
    expect(
      panel.getByRole('heading', { name: 'LoRA Model Compatibility Error' }),
    ).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: /Retry/ }));
    expect(handlers.onRetry).toHaveBeenCalledWith(failed);
    await userEvent.click(card.getByRole('button', { name: 'Remove from the queue' }));
    expect(handlers.onDismiss).toHaveBeenCalledWith(failed);
  });

  it('says a generation the provider already has is finishing, and offers no Cancel then', () => {
    const { card } = renderCard({
      card: { ...queued, status: 'running', runningSince: Date.now(), cancelRequested: true },
      onCancel: jest.fn(),
    });
    expect(card.getByText('Finishing (cannot be stopped now)')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('says a cancelled generation gave its credits back, and can be removed', async () => {
    const cancelled: QueueCard = { ...queued, status: 'cancelled', queuePosition: null };
    const { card, handlers } = renderCard({ card: cancelled, onCancel: jest.fn() });
    expect(card.getByText('Cancelled · credits returned')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Remove from the queue' }));
    expect(handlers.onDismiss).toHaveBeenCalledWith(cancelled);
  });
});
