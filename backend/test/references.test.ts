import { CreditsService } from '../src/credits/credits.service.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import {
  dataUrlOf,
  generateInput,
  generateTask,
  rednessOf,
  solidPng,
  SDXL,
} from './support/image-fixtures.js';
import { plantSdxlAddOn } from './support/planted-models.js';

const FLUX_DEV = 'runware:101@1';
const IP_ADAPTER = 'runware:55@1';
const FIELDS = 'id kind name images weightType combineMethod thumbnailUrl';
const CREATE = `mutation($input: CreateReferenceInput!) { createReference(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateReferenceInput!) { updateReference(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteReference(id: $id) }`;
const LIST = `query { myReferences { ${FIELDS} } }`;
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL imageUUID } }
}`;
const GENERATION = `query($id: ID!) { generation(id: $id) { parameters } }`;

interface Reference {
  id: string;
  kind: string;
  name: string;
  images: string[];
  thumbnailUrl: string | null;
}

/** Saved characters and styles: the owner's images only, applied to a generation by referenceId. */
describe('references that persist', () => {
  let owner: { token: string; user: { id: string } };
  let other: { token: string; user: { id: string } };
  let gallery: string[];
  let othersImage: string;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async (session) => {
      [owner, other] = [await session.api.register(), await session.api.register()];
      for (const account of [owner, other])
        await session.app.app
          .get(CreditsService)
          .move({ userId: account.user.id, kind: 'grant', amount: 500, note: 'test' });
      // The catalogue offers no IP-Adapter until an administrator adds one.
      await plantSdxlAddOn(session.db, {
        name: 'SDXL IP-Adapter',
        air: IP_ADAPTER,
        category: 'IPAdapter',
      });
      gallery = [
        await saveToGallery(owner.token, '#ff0000'),
        await saveToGallery(owner.token, '#ee1111'),
        await saveToGallery(owner.token, '#dd2222'),
      ];
      othersImage = await saveToGallery(other.token, '#00ff00');
    },
    timeout: 60_000,
  });

  const saveToGallery = async (token: string, colour: string) => {
    const saved = await suite.api.post(
      '/api/save-image',
      {
        imageData: dataUrlOf(await solidPng(256, 256, colour)),
        prompt: 'a face',
        model_id: SDXL,
        width: 256,
        height: 256,
        format: 'png',
        parameters: {},
      },
      token,
    );
    expect(saved.status).toBe(201);
    return `creation:${(saved.body as { id: string }).id}`;
  };
  const create = async (input: Record<string, unknown>, token = owner.token) =>
    suite.api.graphql<{ createReference: Reference }>(CREATE, { input }, token);
  const ledgerRows = (userId: string) => ledgerRowCount(suite.db, userId);

  it('saves a character from two gallery images and generates with it', async () => {
    const saved = await create({ kind: 'character', name: 'Mara', images: gallery.slice(0, 2) });
    expect(saved.errors).toBeUndefined();
    const character = saved.data!.createReference;
    expect(character).toMatchObject({ kind: 'character', images: gallery.slice(0, 2) });
    const listed = await suite.api.graphql<{ myReferences: Reference[] }>(LIST, {}, owner.token);
    expect(listed.data!.myReferences.map((reference) => reference.id)).toContain(character.id);
    // The picker's thumbnail: the first saved image's, fetchable.
    const thumbnail = listed.data!.myReferences.find(
      (each) => each.id === character.id,
    )!.thumbnailUrl;
    expect(character.thumbnailUrl).toEqual(expect.any(String));
    await suite.api.get(thumbnail!).expect(200);

    const generate = async (input: Record<string, unknown>) => {
      const answer = await suite.api.graphql<{
        generateImages: { generationId: string; images: { imageURL: string }[] };
      }>(GENERATE, { input }, owner.token);
      expect(answer.errors).toBeUndefined();
      return answer.data!.generateImages;
    };
    const plain = await generate(generateInput({ model: FLUX_DEV, seed: 5 }));
    const withCharacter = await generate(
      generateInput({ model: FLUX_DEV, seed: 5, referenceId: character.id }),
    );
    expect(await rednessOf(withCharacter.images[0].imageURL)).toBeGreaterThan(
      (await rednessOf(plain.images[0].imageURL)) + 20,
    );
    const kept = await suite.api.graphql<{ generation: { parameters: Record<string, unknown> } }>(
      GENERATION,
      { id: withCharacter.generationId },
      owner.token,
    );
    expect(kept.data!.generation.parameters).toMatchObject({
      referenceId: character.id,
      pulid: { images: gallery.slice(0, 2) },
    });
  });

  it('adds an image to a reference (use as reference), renames and deletes it, over REST too', async () => {
    const style = (await create({ kind: 'style', name: 'Ember', images: [gallery[0]] })).data!
      .createReference;
    const grown = await suite.api.graphql<{ updateReference: Reference }>(
      UPDATE,
      { id: style.id, input: { images: [...style.images, gallery[2]] } },
      owner.token,
    );
    expect(grown.data!.updateReference.images).toEqual([gallery[0], gallery[2]]);
    const listed = await suite.api.get('/api/references', owner.token);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: style.id, kind: 'style', images: [gallery[0], gallery[2]] }),
      ]),
    );
    const renamed = await suite.api.patch(
      `/api/references/${style.id}`,
      { name: 'Embers' },
      owner.token,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Embers' });
    // Another user sees none of it.
    const foreign = await suite.api.graphql(DELETE, { id: style.id }, other.token);
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const removed = await suite.api.delete(`/api/references/${style.id}`, owner.token);
    expect(removed.status).toBe(200);
    const made = await suite.api.post(
      '/api/references',
      { kind: 'style', name: 'Rest style', images: [gallery[1]] },
      owner.token,
    );
    expect(made.status).toBe(201);
  });

  it('applies a style as guide images of the request’s IP-Adapter', async () => {
    const style = (await create({ kind: 'style', name: 'Crimson', images: gallery.slice(1) })).data!
      .createReference;
    const answer = await suite.api.graphql(
      GENERATE,
      {
        input: generateInput({
          referenceId: style.id,
          ipAdapters: [{ model: IP_ADAPTER, weight: 0.8, weightType: 'style_transfer' }],
        }),
      },
      owner.token,
    );
    expect(answer.errors).toBeUndefined();
    const rest = await suite.api.post(
      '/api/generate',
      [generateTask({ referenceId: style.id, ipAdapter: [{ model: IP_ADAPTER }] })],
      owner.token,
    );
    expect(rest.status).toBe(200);
  });

  it('keeps a style’s weight type and combine method and applies them unless overridden', async () => {
    const saved = await create({
      kind: 'style',
      name: 'Weighted',
      images: [gallery[0]],
      weightType: 'style_transfer',
      combineMethod: 'average',
    });
    expect(saved.errors).toBeUndefined();
    const style = saved.data!.createReference;
    expect(style).toMatchObject({ weightType: 'style_transfer', combineMethod: 'average' });
    const keptAdapter = async (adapter: Record<string, unknown>) => {
      const answer = await suite.api.graphql<{ generateImages: { generationId: string } }>(
        GENERATE,
        { input: generateInput({ referenceId: style.id, ipAdapters: [adapter] }) },
        owner.token,
      );
      expect(answer.errors).toBeUndefined();
      const kept = await suite.api.graphql<{
        generation: { parameters: { ipAdapters: Record<string, unknown>[] } };
      }>(GENERATION, { id: answer.data!.generateImages.generationId }, owner.token);
      return kept.data!.generation.parameters.ipAdapters[0];
    };
    expect(await keptAdapter({ model: IP_ADAPTER, weight: 0.8 })).toMatchObject({
      weightType: 'style_transfer',
      combineMethod: 'average',
    });
    expect(
      await keptAdapter({ model: IP_ADAPTER, weight: 0.8, weightType: 'composition' }),
    ).toMatchObject({ weightType: 'composition', combineMethod: 'average' });

    // Changed with a rename over REST, and cleared by null.
    const renamed = await suite.api.patch(
      `/api/references/${style.id}`,
      { name: 'Weighted again', weightType: 'strong_style_transfer' },
      owner.token,
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'Weighted again',
      weightType: 'strong_style_transfer',
      combineMethod: 'average',
    });
    const cleared = await suite.api.graphql<{ updateReference: Reference }>(
      UPDATE,
      { id: style.id, input: { combineMethod: null } },
      owner.token,
    );
    expect(cleared.data!.updateReference).toMatchObject({
      name: 'Weighted again',
      weightType: 'strong_style_transfer',
      combineMethod: null,
    });
  });

  it.each([
    [
      'a weight type not in the provider’s list',
      { kind: 'style', weightType: 'sideways' },
      'weightType',
    ],
    [
      'a combine method not in the provider’s list',
      { kind: 'style', combineMethod: 'mix' },
      'combineMethod',
    ],
    ['a weight type on a character', { kind: 'character', weightType: 'normal' }, 'weightType'],
  ])('refuses %s, naming the field, over GraphQL and REST', async (_, overrides, field) => {
    const input = {
      name: `Refused ${field} ${overrides.kind}`,
      images: [gallery[0]],
      ...overrides,
    };
    const answer = await create(input);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    const refused = await suite.api.post('/api/references', input, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field });
    const listed = await suite.api.graphql<{ myReferences: Reference[] }>(LIST, {}, owner.token);
    expect(listed.data!.myReferences.map((reference) => reference.name)).not.toContain(input.name);
  });

  it.each([
    ['another user’s image', () => ({ images: [gallery[0], othersImage] }), 'images[1]', 404],
    ['an inline image', () => ({ images: ['data:image/png;base64,AAAA'] }), 'images[0]', 400],
    ['five images', () => ({ images: [...gallery, ...gallery.slice(0, 2)] }), 'images', 400],
    ['no name', () => ({ name: ' ' }), 'name', 400],
  ])('refuses a reference with %s, naming the field', async (_, overrides, field, status) => {
    const input = {
      kind: 'character',
      name: `Refused ${field}`,
      images: [gallery[0]],
      ...overrides(),
    };
    const answer = await create(input);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    const rest = await suite.api.post('/api/references', input, owner.token);
    expect(rest.status).toBe(status);
    expect(rest.body).toMatchObject({ field });
  });

  it('refuses a name already in use whatever its case', async () => {
    await create({ kind: 'character', name: 'Twin', images: [gallery[0]] });
    const again = await create({ kind: 'style', name: 'TWIN', images: [gallery[1]] });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'name' });
  });

  it.each([
    ['a character on an architecture without PuLID', 'character', {}, 'referenceId'],
    [
      'a character besides pulid',
      'character',
      { model: FLUX_DEV, pulid: { images: ['x'] } },
      'referenceId',
    ],
    ['a style without an IP-Adapter', 'style', {}, 'ipAdapters'],
    ['another user’s reference', 'foreign', { model: FLUX_DEV }, 'referenceId'],
  ])(
    'refuses %s before any credit is held, naming the field',
    async (_, kind, overrides, field) => {
      const owned = async (token: string, as: string, image: string) =>
        (await create({ kind: as, name: `${as} ${Math.random()}`, images: [image] }, token)).data!
          .createReference.id;
      const referenceId =
        kind === 'foreign'
          ? await owned(other.token, 'character', othersImage)
          : await owned(owner.token, kind, gallery[0]);
      const before = await ledgerRows(owner.user.id);
      const answer = await suite.api.graphql(
        GENERATE,
        { input: generateInput({ referenceId, ...overrides }) },
        owner.token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
      expect(await ledgerRows(owner.user.id)).toBe(before);
    },
  );
});
