import { type DataSource } from 'typeorm';
import { DEFAULT_MODEL_AIR } from '../src/database/seeds/reference-data.js';
import { STARTER_PROMPT_STYLES } from '../src/prompt-styles/starter-prompt-styles.js';
import { type ApiClient } from './support/api-client.js';
import { pngDataUrl } from './support/image-fixtures.js';
import { type RecordedAppSession, startAppBehindRecordingProxy } from './support/app-session.js';
import { type RecordingProxy } from './support/recording-proxy.js';

const SDXL = 'civitai:101055@128078';

const STYLES = `{ myPromptStyles { id name template negativePrompt } }`;
const CREATE = `mutation($input: CreatePromptStyleInput!) { createPromptStyle(input: $input) { id name template negativePrompt } }`;
const UPDATE = `mutation($id: ID!, $input: UpdatePromptStyleInput!) { updatePromptStyle(id: $id, input: $input) { id name template negativePrompt } }`;
const DELETE = `mutation($id: ID!) { deletePromptStyle(id: $id) }`;
const RESET = `mutation { resetPromptStyles { name } }`;
const GENERATE = `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId } }`;

interface Style {
  id: string;
  name: string;
  template: string;
  negativePrompt: string | null;
}

const starterNames = STARTER_PROMPT_STYLES.map((style) => style.name).sort((a, b) =>
  a.toLowerCase().localeCompare(b.toLowerCase()),
);

describe('prompt styles', () => {
  let session: RecordedAppSession;
  let proxy: RecordingProxy;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => {
    session = await startAppBehindRecordingProxy();
    ({ proxy, api, db } = session);
  });
  afterAll(() => session?.close());

  const stylesOf = async (token: string): Promise<Style[]> => {
    const answer = await api.graphql<{ myPromptStyles: Style[] }>(STYLES, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.myPromptStyles;
  };
  const balanceOf = async (userId: string): Promise<number> =>
    Number(
      (await db.query('SELECT credit_balance::float AS b FROM users WHERE id = $1', [userId]))[0].b,
    );

  /** Asks for one 1024 × 1024 JPEG (of SDXL unless `input` names another model) with `input`. */
  const generateWith = (token: string, input: Record<string, unknown>) =>
    api.graphql<{ generateImages: { generationId: string } }>(
      GENERATE,
      {
        input: { model: SDXL, width: 1024, height: 1024, format: 'jpeg', imageCount: 1, ...input },
      },
      token,
    );
  /** The parameters the server recorded for a generation. */
  const recordedParameters = async (generationId: string) =>
    (await db.query('SELECT parameters FROM generations WHERE id = $1', [generationId]))[0]
      .parameters as Record<string, unknown>;

  it('gives each user their own copy of the starter set: one user’s edit leaves the other’s alone', async () => {
    const first = await api.register();
    const second = await api.register();
    const mine = await stylesOf(first.token);
    expect(mine.map((style) => style.name)).toEqual(starterNames);
    expect(STARTER_PROMPT_STYLES.length).toBeGreaterThanOrEqual(8);
    for (const style of STARTER_PROMPT_STYLES) {
      expect(style.template).toContain('{prompt}');
      expect(style.negativePrompt.length).toBeGreaterThan(2);
    }
    const anime = mine.find((style) => style.name === 'Anime')!;
    const edited = await api.graphql<{ updatePromptStyle: Style }>(
      UPDATE,
      { id: anime.id, input: { template: 'my anime {prompt}', negativePrompt: '' } },
      first.token,
    );
    expect(edited.data!.updatePromptStyle).toMatchObject({
      name: 'Anime',
      template: 'my anime {prompt}',
      negativePrompt: null,
    });
    const theirs = await stylesOf(second.token);
    const theirAnime = theirs.find((style) => style.name === 'Anime')!;
    expect(theirAnime.template).toBe(
      STARTER_PROMPT_STYLES.find((s) => s.name === 'Anime')!.template,
    );
    expect(theirAnime.id).not.toBe(anime.id);
  });

  it('keeps a deleted starter style deleted, and reset brings back the starter set alone', async () => {
    const { token } = await api.register();
    const styles = await stylesOf(token);
    for (const style of styles)
      expect((await api.graphql(DELETE, { id: style.id }, token)).errors).toBeUndefined();
    expect(await stylesOf(token)).toEqual([]);
    await api.graphql(CREATE, { input: { name: 'Mine', template: 'x {prompt}' } }, token);
    const reset = await api.graphql<{ resetPromptStyles: { name: string }[] }>(RESET, {}, token);
    expect(reset.data!.resetPromptStyles.map((style) => style.name)).toEqual(starterNames);
    expect((await stylesOf(token)).map((style) => style.name)).toEqual(starterNames);
  });

  it('adds, changes and deletes over REST with snake_case fields', async () => {
    const { token } = await api.register();
    const created = await api
      .post(
        '/api/prompt-styles',
        { name: '  Noir ', template: 'film noir still of {prompt}', negative_prompt: 'color' },
        token,
      )
      .expect(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: 'Noir',
      template: 'film noir still of {prompt}',
      negative_prompt: 'color',
      created_at: expect.any(String),
    });
    const changed = await api
      .patch(`/api/prompt-styles/${created.body.id}`, { negative_prompt: null }, token)
      .expect(200);
    expect(changed.body).toMatchObject({ name: 'Noir', negative_prompt: null });
    const listed = await api.get('/api/prompt-styles', token).expect(200);
    expect(listed.body.map((style: { name: string }) => style.name)).toContain('Noir');
    await api.delete(`/api/prompt-styles/${created.body.id}`, token).expect(200);
    await api.delete(`/api/prompt-styles/${created.body.id}`, token).expect(404);
  });

  it('refuses a template without {prompt}, a name in use and over-long fields, naming the field', async () => {
    const { token } = await api.register();
    const noPlaceholder = await api
      .post('/api/prompt-styles', { name: 'Plain', template: 'just a picture' }, token)
      .expect(400);
    expect(noPlaceholder.body).toMatchObject({
      field: 'template',
      message: 'template must contain {prompt}, where your prompt goes',
    });
    const taken = await api
      .post('/api/prompt-styles', { name: 'cinematic', template: '{prompt}' }, token)
      .expect(201);
    // The starter set arrives with the first list; a same-named own style is kept, not doubled.
    const names = (await stylesOf(token)).map((style) => style.name.toLowerCase());
    expect(names.filter((name) => name === 'cinematic')).toHaveLength(1);
    const duplicate = await api
      .post('/api/prompt-styles', { name: 'CINEMATIC', template: '{prompt}' }, token)
      .expect(409);
    expect(duplicate.body).toMatchObject({ code: 'CONFLICT', field: 'name' });
    const other = (await stylesOf(token)).find((style) => style.name === 'Anime')!;
    const renamed = await api.graphql(
      UPDATE,
      { id: other.id, input: { name: 'Cinematic' } },
      token,
    );
    expect(renamed.errors?.[0].extensions?.code).toBe('CONFLICT');
    const tooLong = await api
      .patch(
        `/api/prompt-styles/${taken.body.id}`,
        { template: `{prompt}${'x'.repeat(1000)}` },
        token,
      )
      .expect(400);
    expect(tooLong.body.field).toBe('template');
    const graphql = await api.graphql(
      UPDATE,
      { id: taken.body.id, input: { template: 'no placeholder' } },
      token,
    );
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds no style of another user, to change, delete or generate with', async () => {
    const owner = await api.register();
    const other = await api.register();
    const style = (await stylesOf(owner.token))[0];
    await api.patch(`/api/prompt-styles/${style.id}`, { name: 'Taken' }, other.token).expect(404);
    await api.delete(`/api/prompt-styles/${style.id}`, other.token).expect(404);
    await api.delete('/api/prompt-styles/not-a-uuid', other.token).expect(404);
    const generate = await generateWith(other.token, { prompt: 'a fox', styleId: style.id });
    expect(generate.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', field: 'styleId' });
    expect((await stylesOf(owner.token)).find((s) => s.id === style.id)!.name).toBe(style.name);
  });

  it('sends the styled prompt and both negative prompts to the provider and records what was sent', async () => {
    const { token } = await api.register();
    const style = (
      await api.graphql<{ createPromptStyle: Style }>(
        CREATE,
        {
          input: {
            name: 'Ink',
            template: 'ink drawing of {prompt}, on paper',
            negativePrompt: 'color',
          },
        },
        token,
      )
    ).data!.createPromptStyle;
    const from = proxy.received.length;
    const answer = await generateWith(token, {
      prompt: 'a heron',
      negativePrompt: 'blurry',
      styleId: style.id,
    });
    expect(answer.errors).toBeUndefined();
    const [task] = proxy.tasksOf('imageInference', from);
    expect(task).toMatchObject({
      positivePrompt: 'ink drawing of a heron, on paper',
      negativePrompt: 'blurry, color',
    });
    expect(await recordedParameters(answer.data!.generateImages.generationId)).toMatchObject({
      prompt: 'a heron',
      styleId: style.id,
      styleName: 'Ink',
      sentPrompt: 'ink drawing of a heron, on paper',
      sentNegativePrompt: 'blurry, color',
    });
    // A saved result keeps the server's record of what was sent, whatever the client restates.
    const saved = await api
      .post(
        '/api/save-image',
        {
          imageData: await pngDataUrl(64, 64),
          prompt: 'a heron',
          model_id: SDXL,
          parameters: { prompt: 'a heron', sentPrompt: 'forged' },
          generation_id: answer.data!.generateImages.generationId,
        },
        token,
      )
      .expect(201);
    expect(saved.body.parameters).toMatchObject({
      styleName: 'Ink',
      sentPrompt: 'ink drawing of a heron, on paper',
      sentNegativePrompt: 'blurry, color',
    });
  });

  it('sends no negative prompt for FLUX, styled or not', async () => {
    const { token } = await api.register();
    const style = (await stylesOf(token)).find((s) => s.name === 'Cinematic')!;
    const from = proxy.received.length;
    const answer = await generateWith(token, {
      prompt: 'a heron',
      negativePrompt: 'blurry',
      model: DEFAULT_MODEL_AIR,
      steps: 4,
      styleId: style.id,
    });
    expect(answer.errors).toBeUndefined();
    const [task] = proxy.tasksOf('imageInference', from);
    expect(task.positivePrompt).toBe(style.template.replace('{prompt}', 'a heron'));
    expect(task).not.toHaveProperty('negativePrompt');
    const parameters = await recordedParameters(answer.data!.generateImages.generationId);
    expect(parameters).toMatchObject({ styleName: 'Cinematic' });
    expect(parameters).not.toHaveProperty('sentNegativePrompt');
  });

  it('refuses a styled prompt beyond 3000 characters before any credit is held, over GraphQL and REST', async () => {
    const { token, user } = await api.register();
    const style = (
      await api.graphql<{ createPromptStyle: Style }>(
        CREATE,
        { input: { name: 'Long', template: `${'detailed, '.repeat(90)}{prompt}` } },
        token,
      )
    ).data!.createPromptStyle;
    const before = await balanceOf(user.id);
    const from = proxy.received.length;
    const prompt = 'a'.repeat(2500);
    const answer = await generateWith(token, { prompt, styleId: style.id });
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'prompt',
    });
    expect(answer.errors?.[0].message).toMatch(/^prompt with the style "Long" is 3400 characters/);
    const rest = await api
      .post(
        '/api/generate',
        [{ positivePrompt: prompt, model: SDXL, width: 1024, height: 1024, styleId: style.id }],
        token,
      )
      .expect(400);
    expect(rest.body.field).toBe('prompt');
    expect(await balanceOf(user.id)).toBe(before);
    expect(proxy.tasksOf('imageInference', from)).toEqual([]);
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM generations WHERE user_id = $1',
      [user.id],
    );
    expect(n).toBe(0);
  });

  it('asks for sign-in', async () => {
    await api.get('/api/prompt-styles').expect(401);
    const answer = await api.graphql(STYLES, {});
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
