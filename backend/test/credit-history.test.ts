import { randomUUID } from 'node:crypto';
import { CreditsService } from '../src/credits/credits.service.js';
import { TaskCharges } from '../src/credits/task-charges.js';
import { LINE_START_SQL } from '../src/credits/credit-history.service.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';

const SDXL = 'civitai:101055@128078';

interface Part {
  id: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  generationId: string | null;
}
interface Line extends Part {
  note: string | null;
  createdAt: string;
  parts: Part[];
}
interface HistoryPage {
  items: Line[];
  total: number;
  hasMore: boolean;
  nextCursor: string | null;
}

const PART = 'id kind amount balanceAfter generationId';
const HISTORY = `query($first: Int!, $after: String, $offset: Int) {
  myCreditHistory(first: $first, after: $after, offset: $offset) {
    total hasMore nextCursor
    items { ${PART} note createdAt parts { ${PART} } }
  }
}`;

describe('credit history: one line per generation', () => {
  const suite = sessionForSuite(() => startAppWithSimulator());

  const history = async (
    token: string,
    variables: { first: number; after?: string | null; offset?: number },
  ) => {
    const answer = await suite.api.graphql<{ myCreditHistory: HistoryPage }>(
      HISTORY,
      { after: null, offset: null, ...variables },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.myCreditHistory;
  };

  /** A generation held through the credits owner, as a generation request holds it. */
  const hold = async (userId: string, amount: number) => {
    const id = randomUUID();
    const charges = suite.app.app.get(TaskCharges);
    const started = await charges.start({
      id,
      userId,
      taskUUID: randomUUID(),
      modelAir: SDXL,
      modelName: 'Juggernaut XL',
      parameters: {},
      imageCount: 1,
      charged: true,
      hold: amount,
    });
    expect(started).toBe(true);
    return id;
  };
  const settle = (userId: string, id: string, held: number, charged: number) =>
    suite.app.app.get(TaskCharges).succeed({
      id,
      userId,
      hold: held,
      charged,
      providerCostUsd: charged / 100,
      durationMs: 10,
      images: [],
    });
  const fail = (userId: string, id: string, held: number) =>
    suite.app.app.get(TaskCharges).fail({
      id,
      userId,
      hold: held,
      durationMs: 10,
      errorCode: 'providerError',
      errorMessage: 'refused',
    });

  it('folds a generation into one line with its net amount and its parts, through a real generation', async () => {
    const { token, user } = await suite.api.register();
    const answer = await suite.api.graphql<{ generateImages: { generationId: string } }>(
      `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId } }`,
      {
        input: {
          prompt: 'a lighthouse',
          model: SDXL,
          width: 1024,
          height: 1024,
          format: 'jpeg',
          imageCount: 2,
          steps: 20,
        },
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { generationId } = answer.data!.generateImages;
    const rows: { id: string; kind: string; amount: number; balance_after: number }[] =
      await suite.db.query(
        `SELECT id, kind, amount::float AS amount, balance_after::float AS balance_after
         FROM credit_ledger WHERE generation_id = $1 ORDER BY created_at`,
        [generationId],
      );
    expect(rows.map((row) => row.kind)).toEqual(['reserve', 'settle']);

    const page = await history(token, { first: 20 });

    expect(page.total).toBe(2);
    const [generation, welcome] = page.items;
    expect(welcome).toMatchObject({ kind: 'welcome', amount: 50, balanceAfter: 50 });
    expect(welcome.parts).toEqual([expect.objectContaining({ id: welcome.id, kind: 'welcome' })]);
    expect(generation).toMatchObject({ id: rows[0].id, kind: 'reserve', generationId });
    expect(generation.amount).toBeCloseTo(rows[0].amount + rows[1].amount, 4);
    expect(generation.amount).toBeLessThan(0);
    expect(generation.balanceAfter).toBeCloseTo(rows[1].balance_after, 4);
    expect(generation.balanceAfter).toBeCloseTo(
      await suite.app.app.get(CreditsService).balance(user.id),
    );
    expect(generation.parts.map((part) => [part.id, part.kind])).toEqual(
      rows.map((row) => [row.id, row.kind]),
    );
  });

  it('shows a refunded generation at zero, and a running one at its hold until it settles', async () => {
    const { token, user } = await suite.api.register();
    const failed = await hold(user.id, 2);
    await fail(user.id, failed, 2);
    const running = await hold(user.id, 3);

    const before = await history(token, { first: 20 });
    expect(before.items.map((line) => [line.generationId, line.amount])).toEqual([
      [running, -3],
      [failed, 0],
      [null, 50],
    ]);
    expect(before.items[1].parts.map((part) => part.kind)).toEqual(['reserve', 'refund']);
    expect(before.items[0].parts.map((part) => part.kind)).toEqual(['reserve']);

    await settle(user.id, running, 3, 1.25);

    const after = await history(token, { first: 20 });
    // The line keeps its place and id (it began with the hold); only its amount and parts grow.
    expect(after.items[0]).toMatchObject({
      id: before.items[0].id,
      generationId: running,
      amount: -1.25,
      balanceAfter: 48.75,
    });
    expect(after.items[0].parts.map((part) => [part.kind, part.amount])).toEqual([
      ['reserve', -3],
      ['settle', 1.75],
    ]);
    expect(after.total).toBe(3);
  });

  it('counts lines, not rows: pages of lines by cursor and by offset alike', async () => {
    const { token, user } = await suite.api.register();
    for (let index = 0; index < 5; index++) {
      const id = await hold(user.id, 1);
      await settle(user.id, id, 1, 0.5);
    }
    await suite.app.app
      .get(CreditsService)
      .grant({ userId: user.id, amount: 3, administratorId: user.id });
    const [{ rows }] = await suite.db.query(
      'SELECT count(*)::int AS rows FROM credit_ledger WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toBe(12);

    const byCursor: Line[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: HistoryPage = await history(token, { first: 3, after });
      expect(page.total).toBe(7);
      byCursor.push(...page.items);
      if (!page.hasMore) break;
      expect(page.items).toHaveLength(3);
      after = page.nextCursor;
    }
    expect(byCursor).toHaveLength(7);
    expect(byCursor.map((line) => line.kind)).toEqual([
      'grant',
      ...Array(5).fill('reserve'),
      'welcome',
    ]);
    expect(byCursor.slice(1, 6).every((line) => line.amount === -0.5)).toBe(true);

    const byOffset: string[] = [];
    for (const offset of [0, 3, 6]) {
      const page = await history(token, { first: 3, offset });
      expect(page.hasMore).toBe(offset < 6);
      byOffset.push(...page.items.map((line) => line.id));
    }
    expect(byOffset).toEqual(byCursor.map((line) => line.id));
  });

  it('shows a user only their own lines, and the same lines over REST with limit and offset', async () => {
    const ada = await suite.api.register();
    const grace = await suite.api.register();
    const id = await hold(grace.user.id, 4);
    await settle(grace.user.id, id, 4, 1);

    expect((await history(ada.token, { first: 20 })).items.map((line) => line.kind)).toEqual([
      'welcome',
    ]);

    const response = await suite.api.get('/api/credits/history?limit=1&offset=0', grace.token);
    expect(response.status).toBe(200);
    const lines = response.body as Line[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'reserve',
      amount: -1,
      balanceAfter: 49,
      generationId: id,
    });
    expect(lines[0].parts.map((part) => [part.kind, part.amount])).toEqual([
      ['reserve', -4],
      ['settle', 3],
    ]);
    const next = await suite.api.get('/api/credits/history?limit=1&offset=1', grace.token);
    expect((next.body as Line[]).map((line) => line.kind)).toEqual(['welcome']);
    // REST leaves a row's empty links out rather than answering null.
    expect(Object.keys((next.body as Line[])[0]).sort()).toEqual(
      ['amount', 'balanceAfter', 'createdAt', 'id', 'kind', 'note', 'parts'].sort(),
    );
    // The ledger itself still lists every row.
    const ledger = await suite.api.get('/api/credits/ledger?limit=10', grace.token);
    expect((ledger.body as Part[]).map((row) => row.kind)).toEqual([
      'settle',
      'reserve',
      'welcome',
    ]);
  });

  it('reads the lines of a page through their own index', async () => {
    const { user } = await suite.api.register();
    const plan = await suite.db.transaction(async (manager) => {
      // A fresh test database is tiny: without this the planner reads the table whole.
      await manager.query('SET LOCAL enable_seqscan = off');
      const rows: { 'QUERY PLAN': string }[] = await manager.query(
        `EXPLAIN SELECT "entry"."id" FROM credit_ledger "entry"
         WHERE "entry"."user_id" = $1 AND (${LINE_START_SQL})
         ORDER BY "entry"."created_at" DESC, "entry"."id" DESC LIMIT 21`,
        [user.id],
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('credit_ledger_user_lines_idx');
  });
});
