import { type Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { generateInput } from './support/image-fixtures.js';
import { readUntil } from './support/read-until.js';
import { planSimulator } from './support/simulator-plan.js';

const ESTIMATE = `query($input: ComparisonInput!) {
  estimateComparison(input: $input) { credits cells creditBalance affordable }
}`;
const START = `mutation($input: StartComparisonInput!) {
  startComparison(input: $input) { id cells { x y label generation { id status } } }
}`;
const COMPARISON = `query($id: ID!) {
  comparison(id: $id) {
    id finished estimatedCredits
    x { parameter values labels } y { parameter labels }
    cells { x y label generation { id status creditsCharged errorMessage parameters images { imageURL } } }
  }
}`;
const MY_COMPARISONS = `query($first: Int, $after: String) {
  myComparisons(first: $first, after: $after) {
    hasMore nextCursor
    items {
      id prompt createdAt cellCount succeededCells failedCells finished
      x { parameter labels } y { parameter labels }
      grid { id folderId thumbnailUrl }
    }
  }
}`;
const SAVE_GRID = `mutation($id: ID!) { saveComparisonGrid(id: $id) { creationId folderId } }`;

interface Cell {
  x: number;
  y: number;
  label: string;
  generation: {
    id: string;
    status: string;
    creditsCharged: number;
    errorMessage: string | null;
    parameters: Record<string, unknown>;
    images: { imageURL: string }[];
  };
}
interface ComparisonAnswer {
  id: string;
  finished: boolean;
  estimatedCredits: number;
  x: { parameter: string; values: string[]; labels: string[] };
  y: { parameter: string; labels: string[] } | null;
  cells: Cell[];
}

/** The 3 × 3 grid of the journey: CFG across, steps down. */
const cfgBySteps = (overrides: Record<string, unknown> = {}) => ({
  base: generateInput({ prompt: 'a lighthouse on a cliff', imageCount: 3 }),
  x: { parameter: 'cfgScale', values: ['4', '7', '10'] },
  y: { parameter: 'steps', values: ['10', '20', '30'] },
  ...overrides,
});

describe('X/Y comparisons', () => {
  // One generation at a time, so the cells run in order (the plan's failure lands on one known
  // cell); the per-user limit as in production, which a 3 × 3 grid must not trip.
  const suite = sessionForSuite(
    () =>
      startAppWithSimulator({
        PROVIDER_MAX_CONCURRENCY: '1',
        GENERATION_CONCURRENCY_PER_USER: '4',
      }),
    { timeout: 60_000 },
  );

  const balance = async (token: string) =>
    (await suite.api.get('/api/auth/me', token).expect(200)).body.creditBalance as number;
  const estimate = async (token: string, input: object) => {
    const answer = await suite.api.graphql<{
      estimateComparison: { credits: number; cells: number };
    }>(ESTIMATE, { input }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.estimateComparison;
  };
  const comparison = async (token: string, id: string) =>
    (await suite.api.graphql<{ comparison: ComparisonAnswer }>(COMPARISON, { id }, token)).data!
      .comparison;
  const finished = (token: string, id: string) =>
    readUntil(
      () => comparison(token, id),
      (answer) => answer.finished,
      { withinMs: 40_000 },
    );
  const generationsOf = async (userId: string) =>
    (
      await suite.db.query('SELECT count(*)::int AS n FROM generations WHERE user_id = $1', [
        userId,
      ])
    )[0].n as number;

  it('runs a confirmed 3 × 3 comparison as nine queued generations, one image each, and saves its grid', async () => {
    const { token, user } = await suite.api.register();
    const redis = suite.app.app.get<Redis>(REDIS);
    const slots = `ratelimit:generate:running:${user.id}`;
    // Two generations of the user's already running: the comparison must leave their slots be.
    await redis.set(slots, '2', 'EX', 900);
    const priced = await estimate(token, cfgBySteps());
    expect(priced.cells).toBe(9);
    const single = await suite.api.graphql<{ estimateGeneration: { credits: number } }>(
      `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits } }`,
      { input: generateInput({ prompt: 'a lighthouse on a cliff', cfgScale: 4, steps: 10 }) },
      token,
    );
    expect(priced.credits).toBeGreaterThanOrEqual(single.data!.estimateGeneration.credits * 3);
    const before = await balance(token);

    const started = await suite.api.graphql<{ startComparison: { id: string; cells: Cell[] } }>(
      START,
      { input: { ...cfgBySteps(), confirmedCredits: priced.credits } },
      token,
    );
    expect(started.errors).toBeUndefined();
    expect(started.data!.startComparison.cells).toHaveLength(9);

    const done = await finished(token, started.data!.startComparison.id);
    expect(done.x).toEqual({
      parameter: 'cfgScale',
      values: ['4', '7', '10'],
      labels: ['CFG 4', 'CFG 7', 'CFG 10'],
    });
    expect(done.y).toEqual({ parameter: 'steps', labels: ['Steps 10', 'Steps 20', 'Steps 30'] });
    expect(done.cells.map((cell) => cell.generation.status)).toEqual(Array(9).fill('succeeded'));
    const cell = done.cells.find((each) => each.x === 2 && each.y === 1)!;
    expect(cell.label).toBe('CFG 10 · Steps 20');
    expect(cell.generation.parameters).toMatchObject({ cfgScale: 10, steps: 20, imageCount: 1 });
    expect(cell.generation.images).toHaveLength(1);
    expect(await balance(token)).toBeLessThan(before);
    expect(Number(await redis.get(slots))).toBe(2);

    const saved = await suite.api.graphql<{ saveComparisonGrid: { creationId: string } }>(
      SAVE_GRID,
      { id: done.id },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const [creation] = await suite.db.query(
      'SELECT width, height, parameters FROM creations WHERE id = $1 AND user_id = $2',
      [saved.data!.saveComparisonGrid.creationId, user.id],
    );
    // Three 256 px tiles across under their headers, beside the row headers.
    expect(creation.width).toBeGreaterThan(3 * 256);
    expect(creation.height).toBeGreaterThan(3 * 256);
    expect(creation.parameters.comparison).toMatchObject({ id: done.id });
  }, 90_000);

  it('refunds a failed cell alone, and shows which one failed in the grid', async () => {
    const { token } = await suite.api.register();
    const input = cfgBySteps({ y: undefined });
    const priced = await estimate(token, input);
    const before = await balance(token);
    // The second cell's task is refused by the provider; the others succeed.
    await planSimulator(suite.simulator, [
      { answer: 'ok', outcome: 'success' },
      { answer: 'ok', outcome: 'refused' },
      { answer: 'ok', outcome: 'success' },
    ]);
    const started = await suite.api.graphql<{ startComparison: { id: string } }>(
      START,
      { input: { ...input, confirmedCredits: priced.credits } },
      token,
    );
    expect(started.errors).toBeUndefined();
    const done = await finished(token, started.data!.startComparison.id);
    expect(done.cells.map((cell) => cell.generation.status)).toEqual([
      'succeeded',
      'failed',
      'succeeded',
    ]);
    const failed = done.cells[1].generation;
    expect(failed.creditsCharged).toBe(0);
    const ledger: { kind: string }[] = await suite.db.query(
      'SELECT kind FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at',
      [failed.id],
    );
    expect(ledger.map((row) => row.kind)).toEqual(['reserve', 'refund']);
    const charged = done.cells.reduce((sum, cell) => sum + cell.generation.creditsCharged, 0);
    expect(await balance(token)).toBeCloseTo(before - charged, 4);

    const grid = await suite.api.post(`/api/comparisons/${done.id}/grid`, {}, token).expect(200);
    const { width, height } = await suite.db
      .query('SELECT width, height FROM creations WHERE id = $1', [grid.body.creationId])
      .then((rows: { width: number; height: number }[]) => rows[0]);
    expect(width).toBeGreaterThan(3 * 256);
    expect(height).toBeLessThan(2 * 256);
  }, 90_000);

  it('refuses a value out of range before any hold, naming it', async () => {
    const { token, user } = await suite.api.register();
    const before = await balance(token);
    const refused = await suite.api.graphql(
      START,
      {
        input: {
          ...cfgBySteps({ y: { parameter: 'steps', values: ['10', '20', '500'] } }),
          confirmedCredits: 100,
        },
      },
      token,
    );
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'y.values[2]',
    });
    const rest = await suite.api
      .post(
        '/api/comparisons',
        {
          ...cfgBySteps({ x: { parameter: 'seed', values: ['1', 'two'] } }),
          confirmedCredits: 100,
        },
        token,
      )
      .expect(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'x.values[1]' });
    expect(await balance(token)).toBe(before);
    expect(await generationsOf(user.id)).toBe(0);
  }, 30_000);

  it('refuses more than five values, and a total above the confirmed estimate or the balance', async () => {
    const { token, user } = await suite.api.register();
    const before = await balance(token);
    const six = await suite.api
      .post(
        '/api/comparisons',
        {
          ...cfgBySteps({ x: { parameter: 'cfgScale', values: ['1', '2', '3', '4', '5', '6'] } }),
          confirmedCredits: 100,
        },
        token,
      )
      .expect(400);
    expect(six.body.field).toBe('x.values');
    const priced = await estimate(token, cfgBySteps());
    const unconfirmed = await suite.api
      .post('/api/comparisons', { ...cfgBySteps(), confirmedCredits: priced.credits / 2 }, token)
      .expect(400);
    expect(unconfirmed.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmedCredits' });
    await suite.db.query('UPDATE users SET credit_balance = $2 WHERE id = $1', [
      user.id,
      priced.credits / 2,
    ]);
    const poor = await suite.api
      .post('/api/comparisons', { ...cfgBySteps(), confirmedCredits: priced.credits }, token)
      .expect(402);
    expect(poor.body.code).toBe('insufficientCredits');
    expect(before).toBeGreaterThan(priced.credits / 2);
    expect(await generationsOf(user.id)).toBe(0);
  }, 30_000);

  it('lists the caller’s own comparisons newest first, a page at a time, with their grid', async () => {
    const owner = await suite.api.register();
    const other = await suite.api.register();
    const small = (values: string[]) =>
      cfgBySteps({ y: undefined, x: { parameter: 'cfgScale', values } });
    const startFor = async (token: string, input: object) => {
      const priced = await estimate(token, input);
      const started = await suite.api
        .post('/api/comparisons', { ...input, confirmedCredits: priced.credits }, token)
        .expect(200);
      return (await finished(token, started.body.id as string)).id;
    };
    const older = await startFor(owner.token, small(['4', '7']));
    await planSimulator(suite.simulator, [{ answer: 'ok', outcome: 'refused' }]);
    const newer = await startFor(owner.token, small(['5']));
    const foreign = await startFor(other.token, small(['6']));
    const grid = await suite.api.graphql<{ saveComparisonGrid: { creationId: string } }>(
      SAVE_GRID,
      { id: older },
      owner.token,
    );
    expect(grid.errors).toBeUndefined();

    type Page = {
      hasMore: boolean;
      nextCursor: string | null;
      items: {
        id: string;
        prompt: string;
        cellCount: number;
        succeededCells: number;
        failedCells: number;
        finished: boolean;
        x: { labels: string[] };
        grid: { id: string; thumbnailUrl: string } | null;
      }[];
    };
    const page = async (token: string, variables: object) => {
      const answer = await suite.api.graphql<{ myComparisons: Page }>(
        MY_COMPARISONS,
        variables,
        token,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.myComparisons;
    };
    const first = await page(owner.token, { first: 1 });
    expect(first.items.map((item) => item.id)).toEqual([newer]);
    expect(first.items[0]).toMatchObject({
      prompt: 'a lighthouse on a cliff',
      cellCount: 1,
      succeededCells: 0,
      failedCells: 1,
      finished: true,
      x: { labels: ['CFG 5'] },
      grid: null,
    });
    expect(first.hasMore).toBe(true);
    const second = await page(owner.token, { first: 1, after: first.nextCursor });
    expect(second.items.map((item) => item.id)).toEqual([older]);
    expect(second.items[0]).toMatchObject({ cellCount: 2, succeededCells: 2, failedCells: 0 });
    expect(second.items[0].grid?.id).toBe(grid.data!.saveComparisonGrid.creationId);
    expect(second.hasMore).toBe(false);
    expect((await page(other.token, {})).items.map((item) => item.id)).toEqual([foreign]);

    const rest = await suite.api.get('/api/comparisons?first=5', owner.token).expect(200);
    expect(rest.body.items.map((item: { id: string }) => item.id)).toEqual([newer, older]);
    expect(rest.body.items[1]).toMatchObject({
      cellCount: 2,
      grid: { creationId: grid.data!.saveComparisonGrid.creationId },
    });
  }, 90_000);

  it('answers another user’s comparison as none', async () => {
    const owner = await suite.api.register();
    const other = await suite.api.register();
    const priced = await estimate(owner.token, cfgBySteps({ y: undefined }));
    const started = await suite.api
      .post(
        '/api/comparisons',
        { ...cfgBySteps({ y: undefined }), confirmedCredits: priced.credits },
        owner.token,
      )
      .expect(200);
    expect(started.body.cells).toHaveLength(3);
    await suite.api.get(`/api/comparisons/${started.body.id}`, other.token).expect(404);
    await suite.api.post(`/api/comparisons/${started.body.id}/grid`, {}, other.token).expect(404);
    expect(await comparison(other.token, started.body.id)).toBeNull();
    await finished(owner.token, started.body.id);
  }, 60_000);
});
