import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { type ApiClient, type GraphQLResponse } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type PlantedCreation, plantCreations } from './support/planted-creations.js';
import { type TestApp } from './support/test-app.js';

const SDXL = 'rundiffusion:130@100';
const FLUX = 'runware:100@1';

interface Listed {
  id: string;
}
interface CreationsAnswer {
  creations: { items: Listed[]; nextCursor: string | null; hasMore: boolean };
}

const LIST = `query($first: Int, $after: String, $folderId: ID, $search: String, $model: String,
  $from: DateTime, $to: DateTime) {
  creations(first: $first, after: $after, folderId: $folderId, search: $search, model: $model,
    from: $from, to: $to) { items { id } nextCursor hasMore } }`;

describe('searching and filtering the gallery', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;
  let saved = 0;
  /** A PNG of its own for each save: the same bytes twice in a folder are one image. */
  const nextPng = async () => {
    saved += 1;
    const bytes = await sharp({
      create: { width: 16, height: 16, channels: 3, background: { r: saved % 256, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    return `data:image/png;base64,${bytes.toString('base64')}`;
  };

  beforeAll(async () => {
    ({ app, api, db } = await startAppSession());
  });
  afterAll(() => app?.close());

  const save = async (token: string, prompt: string, model = SDXL) =>
    (
      await api
        .post('/api/save-image', { imageData: await nextPng(), prompt, model_id: model }, token)
        .expect(201)
    ).body as { id: string };

  const plant = (userId: string, rows: PlantedCreation[]) => plantCreations(db, userId, rows);

  const list = (token: string, variables: Record<string, unknown>) =>
    api.graphql<CreationsAnswer>(LIST, variables, token);

  /** Every page of a GraphQL list, following nextCursor. */
  async function allPages(token: string, variables: Record<string, unknown>): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const answer: GraphQLResponse<CreationsAnswer> = await list(token, { ...variables, after });
      expect(answer.errors).toBeUndefined();
      const { items, nextCursor, hasMore } = answer.data!.creations;
      ids.push(...items.map((item) => item.id));
      expect(hasMore).toBe(nextCursor !== null);
      if (!nextCursor) return ids;
      after = nextCursor;
    }
    throw new Error('more than 200 pages');
  }

  /** Every page of a REST list by limit/offset. */
  async function allOffsetPages(token: string, path: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    for (let offset = 0; ; offset += limit) {
      const separator = path.includes('?') ? '&' : '?';
      const page = (
        await api.get(`${path}${separator}limit=${limit}&offset=${offset}`, token).expect(200)
      ).body as Listed[];
      ids.push(...page.map((creation) => creation.id));
      if (page.length < limit) return ids;
    }
  }

  it('finds saved images by a word of their prompt and leaves the others out', async () => {
    const { token } = await api.register();
    const fox = await save(token, 'A red fox in deep snow');
    const whale = await save(token, 'a blue whale, cinematic lighting');
    const foxglove = await save(token, 'foxglove flowers in a cottage garden');
    const stranger = await api.register();
    await save(stranger.token, 'a red zebra in snow');

    const search = async (text: string) =>
      ((await list(token, { search: text })).data?.creations.items ?? []).map((item) => item.id);
    expect(await search('whale')).toEqual([whale.id]);
    expect(await search('SNOW')).toEqual([fox.id]);
    expect(await search('red snow')).toEqual([fox.id]);
    // The last word is a prefix too: the search follows the typing.
    expect((await search('fox')).sort()).toEqual([fox.id, foxglove.id].sort());
    expect(await search('cott')).toEqual([foxglove.id]);
    expect(await search('"fox in"')).toEqual([fox.id]);
    expect(await search('-snow fox')).toEqual([foxglove.id]);
    // Only the last word is a prefix.
    expect(await search('fox garden')).toEqual([]);
    expect(await search('whale or garden')).toEqual([foxglove.id, whale.id]);
    // Another user's words find nothing; neither does a word no prompt has, nor punctuation.
    expect(await search('zebra')).toEqual([]);
    expect(await search('giraffe')).toEqual([]);
    expect(await search('!!! :*')).toEqual([]);
    // Blank is no search at all.
    expect(await search('   ')).toEqual([foxglove.id, whale.id, fox.id]);

    const rest = (await api.get('/api/creations/my?search=whale', token).expect(200)).body;
    expect(rest.map((creation: Listed) => creation.id)).toEqual([whale.id]);
    const inFolder = (
      await api.get('/api/folders/Default/creations?search=snow%20red', token).expect(200)
    ).body;
    expect(inFolder.map((creation: Listed) => creation.id)).toEqual([fox.id]);
  });

  it('filters by model and by a time span, from included and to excluded', async () => {
    const { token, user } = await api.register();
    const base = Date.parse('2026-03-10T12:00:00.000Z');
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const [beforeSpan, atFrom, inside, insideFlux, atTo] = await plant(user.id, [
      { prompt: 'one', at: at(-1) },
      { prompt: 'two', at: at(0) },
      { prompt: 'three', at: at(30) },
      { prompt: 'four', at: at(31), model: FLUX },
      { prompt: 'five', at: at(60) },
    ]);
    const ids = async (variables: Record<string, unknown>) => {
      const answer = await list(token, variables);
      expect(answer.errors).toBeUndefined();
      return answer.data!.creations.items.map((item) => item.id);
    };
    const from = at(0).toISOString();
    const to = at(60).toISOString();

    expect(await ids({ from, to })).toEqual([insideFlux, inside, atFrom]);
    expect(await ids({ model: FLUX })).toEqual([insideFlux]);
    expect(await ids({ model: SDXL, from, to })).toEqual([inside, atFrom]);
    expect(await ids({ to: from })).toEqual([beforeSpan]);
    expect(await ids({ from: to })).toEqual([atTo]);
    expect(await ids({ model: 'civitai:1@1' })).toEqual([]);
    expect(await ids({ search: 'three', model: SDXL, from, to })).toEqual([inside]);
    expect(await ids({ search: 'four', model: SDXL })).toEqual([]);

    const rest = async (query: string) =>
      ((await api.get(`/api/creations/my?${query}`, token).expect(200)).body as Listed[]).map(
        (creation) => creation.id,
      );
    expect(await rest(`from=${from}&to=${to}`)).toEqual([insideFlux, inside, atFrom]);
    expect(await rest(`model=${encodeURIComponent(FLUX)}`)).toEqual([insideFlux]);
    // A date alone is midnight UTC; a date-time with an offset is that moment.
    expect(await rest('from=2026-03-10&to=2026-03-10T13:00:00%2B01:00')).toEqual([beforeSpan]);
    expect(await rest('from=2026-03-10T12:00:00.000Z&to=2026-03-10T12:00:00.001Z')).toEqual([
      atFrom,
    ]);
    expect(await rest('model=&search=&from=&to=')).toHaveLength(5);
    expect(await rest(`search=five&from=${from}`)).toEqual([atTo]);
  });

  it('pages through a filtered search by cursor and by offset: every match once, newest first', async () => {
    const { token, user } = await api.register();
    const newest = Date.parse('2026-04-01T00:00:00.000Z');
    // 700 images, two by two in the same millisecond (the id then orders them). "castle" is in
    // every 7th prompt and in the 50 oldest; "ancient" only in the 20 oldest, beyond the newest
    // 500 prompts the search reads first.
    const rows = Array.from({ length: 700 }, (_, index) => {
      const words = ['a', index % 3 === 0 ? 'stormy' : 'calm', 'sea'];
      if (index % 7 === 0 || index >= 650) words.push('castle');
      if (index >= 680) words.push('ancient');
      return {
        prompt: words.join(' '),
        model: index % 2 === 0 ? SDXL : FLUX,
        at: new Date(newest - Math.floor(index / 2) * 1000),
      };
    });
    const ids = await plant(user.id, rows);
    const byNewest = rows
      .map((row, index) => ({ ...row, id: ids[index] }))
      .sort((a, b) => b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : -1));
    const expected = (keep: (row: (typeof byNewest)[number]) => boolean) =>
      byNewest.filter(keep).map((row) => row.id);

    const castleSdxl = expected((row) => row.prompt.includes('castle') && row.model === SDXL);
    expect(castleSdxl.length).toBeGreaterThan(60);
    expect(await allPages(token, { first: 7, search: 'castle', model: SDXL })).toEqual(castleSdxl);

    const ancient = expected((row) => row.prompt.includes('ancient'));
    expect(ancient).toHaveLength(20);
    expect(await allPages(token, { first: 3, search: 'ancient' })).toEqual(ancient);

    const from = new Date(newest - 300 * 1000).toISOString();
    const stormyCastles = expected(
      (row) =>
        row.prompt.includes('stormy') &&
        row.prompt.includes('castle') &&
        row.at.getTime() >= Date.parse(from),
    );
    expect(stormyCastles.length).toBeGreaterThan(10);
    expect(await allPages(token, { first: 4, search: 'stormy castle', from })).toEqual(
      stormyCastles,
    );

    expect(
      await allOffsetPages(
        token,
        `/api/creations/my?search=castle&model=${encodeURIComponent(SDXL)}`,
        9,
      ),
    ).toEqual(castleSdxl);
    expect(await allOffsetPages(token, '/api/creations/my?search=ancient', 9)).toEqual(ancient);
    expect(
      await allOffsetPages(token, `/api/folders/Default/creations?search=castle`, 100),
    ).toEqual(expected((row) => row.prompt.includes('castle')));
  });

  it('refuses bad filters with 400 naming the field, on REST and GraphQL', async () => {
    const { token } = await api.register();
    const refusals: [string, string][] = [
      ['from=yesterday', 'from'],
      ['to=2026-02-30', 'to'],
      ['from=2026-13-01', 'from'],
      ['from=2026-01-01T25:00:00Z', 'from'],
      ['from=0000-01-01', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['model=a&model=b', 'model'],
      [`search=${'x'.repeat(3001)}`, 'search'],
      [`model=${'m'.repeat(201)}`, 'model'],
    ];
    for (const [query, field] of refusals) {
      const answer = await api.get(`/api/creations/my?${query}`, token);
      expect([query, answer.status, answer.body.code, answer.body.field]).toEqual([
        query,
        400,
        'BAD_USER_INPUT',
        field,
      ]);
    }
    const inFolder = await api.get('/api/folders/Default/creations?to=soon', token).expect(400);
    expect(inFolder.body.field).toBe('to');

    const graphqlRefusals: [Record<string, unknown>, string][] = [
      [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, 'from'],
      [{ to: 'not a date' }, 'to'],
      [{ search: 'x'.repeat(3001) }, 'search'],
    ];
    for (const [variables, field] of graphqlRefusals) {
      const answer = await list(token, variables);
      expect([
        variables,
        answer.errors?.[0].extensions?.code,
        answer.errors?.[0].extensions?.field,
      ]).toEqual([variables, 'BAD_USER_INPUT', field]);
    }
    // An equal from and to is an empty span, not a mistake.
    const empty = await list(token, { from: '2026-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' });
    expect(empty.data?.creations.items).toEqual([]);
  });
});
