import type { QueuedGenerationFragment } from '../../../graphql/generated/graphql';
import { defaultParameters } from '../generationParameters';
import { queuedGeneration } from '../testing/queueMocks';
import { type QueueAction, queueReducer, type ServerEta } from './generationQueue';
import type { QueueCard } from './queueCard';

const ID = '33333333-3333-4333-8333-333333333333';
const parameters = { ...defaultParameters(), prompt: 'a fox', imageCount: 2 };

function generation(fixture: Parameters<typeof queuedGeneration>[0]): QueuedGenerationFragment {
  return queuedGeneration(fixture) as unknown as QueuedGenerationFragment;
}

function run(...actions: QueueAction[]): QueueCard[] {
  return actions.reduce<QueueCard[]>(queueReducer, []);
}

const TASK = '44444444-4444-4444-8444-444444444444';
const sent: QueueAction = {
  type: 'sent',
  key: 'k1',
  taskUUID: TASK,
  parameters,
  context: {},
  at: 1000,
};
const accepted: QueueAction = { type: 'accepted', key: 'k1', generationId: ID };
const changed = (
  fixture: Parameters<typeof queuedGeneration>[0],
  queuePosition?: number | null,
  eta?: ServerEta | null,
): QueueAction => ({
  type: 'changed',
  generation: generation(fixture),
  queuePosition,
  ...(eta !== undefined ? { eta } : {}),
  at: 5000,
});

describe('The generation queue', () => {
  it('moves a card from sending to queued, running and done, with its images', () => {
    const cards = run(
      sent,
      accepted,
      changed({ id: ID, status: 'pending' }, 3),
      changed({ id: ID, status: 'running' }),
      changed({ id: ID, status: 'succeeded', images: 2, creditsCharged: 0.46 }),
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      status: 'succeeded',
      generationId: ID,
      runningSince: 5000,
      creditsCharged: 0.46,
      queuePosition: null,
    });
    expect(cards[0]?.images.map((image) => image.prompt)).toEqual(['a fox', 'a fox']);
    expect(cards[0]?.images[0]?.generationId).toBe(ID);
  });

  it('keeps the queue position until a poll, which does not know it, answers', () => {
    const cards = run(
      sent,
      accepted,
      changed({ id: ID, status: 'pending' }, 2),
      changed({ id: ID, status: 'pending' }),
    );
    expect(cards[0]?.queuePosition).toBe(2);
  });

  it('keeps the server’s ETA through polls, and drops it once the generation has ended', () => {
    const eta = { expectedRunMs: 8000, expectedWaitMs: 12_000 };
    const told = changed({ id: ID, status: 'pending' }, 2, eta);
    const queued = run(sent, accepted, told, changed({ id: ID, status: 'pending' }));
    expect(queued[0]?.eta).toEqual({ ...eta, at: 5000 });
    const running = run(
      sent,
      accepted,
      told,
      changed({ id: ID, status: 'running' }, null, { expectedRunMs: 7000, expectedWaitMs: 0 }),
    );
    expect(running[0]?.eta).toEqual({ expectedRunMs: 7000, expectedWaitMs: 0, at: 5000 });
    const done = run(sent, accepted, told, changed({ id: ID, status: 'succeeded', images: 1 }));
    expect(done[0]?.eta).toBeNull();
  });

  it('gives a live event that beats the request’s answer to the card sent, by its taskUUID', () => {
    const early = changed({ id: ID, status: 'pending', taskUUID: TASK }, 1);
    const beforeAnswer = run(sent, early);
    expect(beforeAnswer).toHaveLength(1);
    expect(beforeAnswer[0]).toMatchObject({
      key: 'k1',
      generationId: ID,
      status: 'pending',
      queuePosition: 1,
      resumed: false,
    });
    const answered = run(sent, early, accepted);
    expect(answered).toEqual(beforeAnswer);
  });

  it('never moves a card back: a late answer of an earlier state changes nothing', () => {
    const cards = run(
      sent,
      accepted,
      changed({ id: ID, status: 'succeeded', images: 1 }),
      changed({ id: ID, status: 'running' }),
      changed({ id: ID, status: 'failed', errorMessage: 'late' }),
    );
    expect(cards[0]?.status).toBe('succeeded');
  });

  it('turns a success without images into the invalid-response failure', () => {
    const cards = run(sent, accepted, changed({ id: ID, status: 'succeeded', images: 0 }));
    expect(cards[0]).toMatchObject({
      status: 'failed',
      failure: { code: 'invalidProviderResponse' },
    });
  });

  it('shows a refused request as a failed card with the refusal', () => {
    const cards = run(sent, {
      type: 'refused',
      key: 'k1',
      failure: { code: 'insufficientCredits', message: 'Not enough credits' },
    });
    expect(cards[0]).toMatchObject({ status: 'failed', failure: { code: 'insufficientCredits' } });
  });

  it('takes in a generation sent from another tab while it is under way, not a finished one', () => {
    expect(run(changed({ id: ID, status: 'running' }))).toHaveLength(1);
    expect(run(changed({ id: ID, status: 'succeeded', images: 1 }))).toHaveLength(0);
    expect(run(changed({ id: ID, status: 'running', taskType: 'upscale' }))).toHaveLength(0);
  });

  it('keeps one card when the live channel told of a generation before its request was answered', () => {
    const cards = run(sent, changed({ id: ID, status: 'running' }), accepted);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ key: 'k1', status: 'running', resumed: false });
  });

  it('finds the unfinished generations again on opening, each once', () => {
    const found: QueueAction = {
      type: 'found',
      generations: [
        generation({ id: ID, status: 'running', parameters: { prompt: 'a heron' } }),
        generation({ id: 'done', status: 'succeeded', images: 1 }),
        generation({ id: 'lost', status: 'unknown' }),
      ],
      at: 9000,
    };
    const cards = run(found, found);
    expect(cards.map((card) => [card.generationId, card.status])).toEqual([
      [ID, 'running'],
      ['lost', 'unknown'],
    ]);
    expect(cards[0]).toMatchObject({ resumed: true, parameters: { prompt: 'a heron' } });
  });

  it('dismisses finished cards only', () => {
    const running = run(sent, accepted, changed({ id: ID, status: 'running' }));
    expect(queueReducer(running, { type: 'dismissed', key: 'k1' })).toHaveLength(1);
    const done = queueReducer(running, changed({ id: ID, status: 'succeeded', images: 1 }));
    expect(queueReducer(done, { type: 'dismissed', key: 'k1' })).toHaveLength(0);
  });
});
