import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type ApiClient, signInAdministrator } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

interface Page {
  items: { id: string }[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The paged GraphQL lists: each pages by first/after and answers nextCursor and hasMore. */
const LISTS = {
  myGenerations: 'myGenerations(first: $first, after: $after)',
  creations: 'creations(first: $first, after: $after)',
  myCreditLedger: 'myCreditLedger(first: $first, after: $after)',
  myCreditHistory: 'myCreditHistory(first: $first, after: $after)',
  myComparisons: 'myComparisons(first: $first, after: $after)',
};

describe('cursor paging', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app.close());

  const page = async (list: string, token: string, first: number, after: string | null) => {
    const field = list.split('(')[0];
    const answer = await api.graphql<Record<string, Page>>(
      `query($first: Int!, $after: String) { ${list} { items { id } nextCursor hasMore } }`,
      { first, after },
      token,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data![field];
  };

  /** Every item of a list, read `first` at a time by cursor. */
  const readAll = async (list: string, token: string, first: number) => {
    const ids: string[] = [];
    for (let after: string | null = null, pages = 0; pages < 50; pages++) {
      const current: Page = await page(list, token, first, after);
      ids.push(...current.items.map((item) => item.id));
      expect(current.hasMore).toBe(current.nextCursor !== null);
      if (!current.hasMore) return ids;
      after = current.nextCursor;
    }
    throw new Error(`${list} never ended`);
  };

  it('reads rows of one millisecond once each, in order (the cursor keeps microseconds)', async () => {
    const { token, user } = await api.register();
    // Five ledger rows 100 µs apart, newer than the welcome row: a cursor holding a JavaScript
    // Date would round them to one millisecond and skip or repeat them.
    const ids = Array.from({ length: 5 }, () => randomUUID());
    for (const [index, id] of ids.entries()) {
      await db.query(
        `INSERT INTO credit_ledger (id, user_id, kind, amount, balance_after, note, created_at)
         SELECT $1, id, 'grant', 0, credit_balance, 'paging',
           '2030-03-01 12:00:00.000100+00'::timestamptz + $2 * interval '100 microseconds'
         FROM users WHERE id = $3`,
        [id, index, user.id],
      );
    }
    const read = await readAll(LISTS.myCreditLedger, token, 2);
    expect(read.slice(0, 5)).toEqual([...ids].reverse());
    expect(read).toHaveLength(6);
  });

  it('refuses a count outside 1 to 100 on a list read whole too (webhook deliveries)', async () => {
    const { token } = await api.register();
    const answer = await api.graphql('{ webhookDeliveries(first: 500) { id } }', {}, token);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'first must be between 1 and 100',
      extensions: { code: 'BAD_USER_INPUT', field: 'first' },
    });
  });

  it('refuses a page size outside 1 to 100 on every list, and a cursor it did not make', async () => {
    const { token } = await api.register();
    for (const list of Object.values(LISTS)) {
      const field = list.split('(')[0];
      for (const first of [0, 101]) {
        const answer = await api.graphql(
          `query($first: Int!, $after: String) { ${list} { items { id } } }`,
          { first, after: null },
          token,
        );
        expect({ field, first, error: answer.errors?.[0] }).toMatchObject({
          error: {
            message: 'first must be between 1 and 100',
            extensions: { code: 'BAD_USER_INPUT', field: 'first' },
          },
        });
      }
      const forged = await api.graphql(
        `query($first: Int!, $after: String) { ${list} { items { id } } }`,
        { first: 5, after: 'not-a-cursor' },
        token,
      );
      expect(forged.errors?.[0]).toMatchObject({
        message: 'after is not a valid cursor',
        extensions: { code: 'BAD_USER_INPUT', field: 'after' },
      });
    }
  });

  it('pages the ledger by cursor and by offset alike, with its total, never both at once', async () => {
    const { token, user } = await api.register();
    const admin = (await signInAdministrator(app, api)).token;
    for (let grant = 1; grant <= 6; grant++) {
      const granted = await api.graphql(
        'mutation($userId: ID!, $amount: Float!) { adminGrantCredits(userId: $userId, amount: $amount, note: "paging") { id } }',
        { userId: user.id, amount: grant },
        admin,
      );
      expect(granted.errors).toBeUndefined();
    }
    const byCursor = await readAll(LISTS.myCreditLedger, token, 3);
    expect(byCursor).toHaveLength(7); // the welcome credits and six grants
    const byOffset: string[] = [];
    for (const offset of [0, 3, 6]) {
      const answer = await api.graphql<{ myCreditLedger: Page & { total: number } }>(
        'query($offset: Int) { myCreditLedger(first: 3, offset: $offset) { items { id } total hasMore } }',
        { offset },
        token,
      );
      expect(answer.data!.myCreditLedger).toMatchObject({ total: 7, hasMore: offset < 6 });
      byOffset.push(...answer.data!.myCreditLedger.items.map((item) => item.id));
    }
    expect(byOffset).toEqual(byCursor);

    const first = await page(LISTS.myCreditLedger, token, 3, null);
    const both = await api.graphql(
      'query($after: String) { myCreditLedger(first: 3, after: $after, offset: 3) { total } }',
      { after: first.nextCursor },
      token,
    );
    expect(both.errors?.[0]).toMatchObject({
      message: 'Pass after or offset, not both',
      extensions: { field: 'offset' },
    });
  });
});
