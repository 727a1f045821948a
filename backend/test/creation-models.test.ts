import { randomInt } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { plantCreations } from './support/planted-creations.js';
import { plantSdxlModel } from './support/planted-models.js';
import { type TestApp } from './support/test-app.js';

const MODELS = `{ creationModels { modelId model { name version civitAIR } } }`;
const COUNT = `query($model: String) { creationCount(model: $model) }`;

/** Seeded models: a base model and a LoRA of the catalogue. */
const FLUX_SCHNELL = 'runware:100@1';
const PIXEL_ART_LORA = 'civitai:120096@135931';

interface CreationModelAnswer {
  creationModels: {
    modelId: string;
    model: { name: string; version: string | null; civitAIR: string } | null;
  }[];
}

describe("the models of the caller's saved images", () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app?.close());

  const creationModels = async (token: string) => {
    const answer = await api.graphql<CreationModelAnswer>(MODELS, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.creationModels;
  };

  /** A unique AIR, so the run's shared catalogue never holds it twice. */
  const freshAir = () => `civitai:${randomInt(1e6, 1e7)}@${randomInt(1e6, 1e7)}`;

  it('lists each model once, named from the catalogue when the caller may use it', async () => {
    const planted = freshAir();
    await plantSdxlModel(db, { name: 'Planted XL', air: planted });
    await db.query(`UPDATE models SET version = 'v2' WHERE civitai_air = $1`, [planted]);
    const secret = freshAir();
    await plantSdxlModel(db, { name: 'Secret XL', air: secret, isPrivate: true });
    const gone = freshAir();

    const { token, user } = await api.register();
    await plantCreations(db, user.id, [
      { prompt: 'a fox', at: '2026-03-01T10:00:00Z', model: planted },
      { prompt: 'a fox again', at: '2026-03-02T10:00:00Z', model: planted },
      { prompt: 'a whale', at: '2026-03-03T10:00:00Z', model: FLUX_SCHNELL },
      { prompt: 'a ghost', at: '2026-03-04T10:00:00Z', model: gone },
      { prompt: 'a secret', at: '2026-03-05T10:00:00Z', model: secret },
      { prompt: 'a whale again', at: '2026-03-06T10:00:00Z', model: FLUX_SCHNELL },
    ]);
    // Another user's model is theirs alone.
    const stranger = await api.register();
    const theirs = freshAir();
    await plantCreations(db, stranger.user.id, [
      { prompt: 'a stranger', at: '2026-03-01T10:00:00Z', model: theirs },
    ]);

    const listed = await creationModels(token);
    expect(listed).toEqual(
      [
        { modelId: planted, model: { name: 'Planted XL', version: 'v2', civitAIR: planted } },
        {
          modelId: FLUX_SCHNELL,
          model: { name: 'FLUX.1 Schnell', version: '1.0', civitAIR: FLUX_SCHNELL },
        },
        // No longer in the catalogue, or private: the id alone.
        { modelId: gone, model: null },
        { modelId: secret, model: null },
      ].sort((a, b) => (a.modelId < b.modelId ? -1 : 1)),
    );
    // Neither the catalogue's add-ons nor its unused models are offered.
    expect(listed.map((entry) => entry.modelId)).not.toContain(PIXEL_ART_LORA);
    expect(listed.map((entry) => entry.modelId)).not.toContain(theirs);

    // Each one finds the caller's images made with it.
    for (const { modelId } of listed) {
      const count = await api.graphql<{ creationCount: number }>(COUNT, { model: modelId }, token);
      expect({ modelId, count: count.data?.creationCount }).toEqual({
        modelId,
        count: modelId === planted || modelId === FLUX_SCHNELL ? 2 : 1,
      });
    }
    expect(await creationModels(stranger.token)).toEqual([{ modelId: theirs, model: null }]);
  });

  it('is empty without saved images and refused without a sign-in', async () => {
    const { token } = await api.register();
    expect(await creationModels(token)).toEqual([]);

    const anonymous = await api.graphql(MODELS, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
