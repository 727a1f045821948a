import sharp from 'sharp';
import {
  memberWithCredits,
  sessionForSuite,
  startAppWithSimulator,
} from './support/app-session.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import {
  dataUrlOf,
  generateInput,
  generateTask,
  solidPng,
  uploadSolid,
} from './support/image-fixtures.js';

const KONTEXT_DEV = 'runware:106@1';
const FLUX_DEV = 'runware:101@1';
const SDXL = 'civitai:101055@128078';
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId images { imageURL imageUUID } }
}`;
const GENERATION = `query($id: ID!) { generation(id: $id) { parameters } }`;
const CREATE_REFERENCE = `mutation($input: CreateReferenceInput!) { createReference(input: $input) { id } }`;
const ARCHITECTURES = `query { architectures { id code } }`;
const CAPABILITY = `query($id: Int!) {
  architectureCapability(architectureId: $id) { maxReferenceImages supportsSeedImage }
}`;
const VARY = `mutation($input: VaryImageInput!, $async: Boolean!) {
  varyImage(input: $input, async: $async) { generationId }
}`;

/** How much greener than red and blue a picture is on average: Kontext leans to its references. */
async function greennessOf(url: string): Promise<number> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let green = 0;
  for (let index = 0; index < data.length; index += info.channels)
    green +=
      (data[index + 1] as number) - ((data[index] as number) + (data[index + 2] as number)) / 2;
  return green / (data.length / info.channels);
}

/** FLUX.1 Kontext: the prompt is an instruction, applied to the caller's reference images. */
describe('instruction edits of reference images (FLUX.1 Kontext)', () => {
  let token: string;
  let userId: string;
  let green: string;
  let othersImage: string;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async (session) => {
      ({ token, userId } = await memberWithCredits(session));
      green = await uploadSolid(session.api, token, { width: 256, height: 256, colour: '#00ff00' });
      const other = await session.api.register();
      othersImage = await uploadSolid(session.api, other.token, {
        width: 256,
        height: 256,
        colour: '#0000ff',
      });
    },
    timeout: 60_000,
  });
  const ledgerRows = () => ledgerRowCount(suite.db, userId);

  const edit = (overrides: Record<string, unknown> = {}) =>
    generateInput({
      model: KONTEXT_DEV,
      prompt: 'turn it into a watercolour',
      seed: 5,
      referenceImages: [green],
      ...overrides,
    });
  const generate = async (input: Record<string, unknown>) => {
    const answer = await suite.api.graphql<{
      generateImages: { generationId: string; images: { imageURL: string; imageUUID: string }[] };
    }>(GENERATE, { input }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.generateImages;
  };

  it('offers reference images on FLUX.1 Kontext dev alone, two of them, and no seed image there', async () => {
    const listed = await suite.api.graphql<{
      architectures: { id: number; code: string | null }[];
    }>(ARCHITECTURES, {}, token);
    const offering: [string | null, number][] = [];
    const withoutSeedImage: (string | null)[] = [];
    for (const { id, code } of listed.data!.architectures) {
      const answer = await suite.api.graphql<{
        architectureCapability: { maxReferenceImages: number; supportsSeedImage: boolean } | null;
      }>(CAPABILITY, { id }, token);
      const capability = answer.data!.architectureCapability;
      const most = capability?.maxReferenceImages ?? 0;
      if (most > 0) offering.push([code, most]);
      if (capability && !capability.supportsSeedImage) withoutSeedImage.push(code);
    }
    expect(offering).toEqual([['fluxkontextdev', 2]]);
    expect(withoutSeedImage).toEqual(['fluxkontextdev']);
  });

  // Kontext edits through its reference images alone: its contract has no seed image or mask.
  it.each([
    ['a seed image', () => ({ seedImage: green, strength: 0.5 })],
    ['a mask', () => ({ seedImage: green, maskImage: green })],
  ])('refuses %s on Kontext before any credit is held, naming seedImage', async (_, extra) => {
    const before = await ledgerRows();
    const answer = await suite.api.graphql(GENERATE, { input: edit(extra()) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'seedImage' });
    const rest = await suite.api.post(
      '/api/generate',
      [generateTask({ model: KONTEXT_DEV, referenceImages: [green], ...extra() })],
      token,
    );
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ field: 'seedImage' });
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses to vary a Kontext result, naming seedImage, holding nothing', async () => {
    const source = await generate(edit());
    const before = await ledgerRows();
    const answer = await suite.api.graphql(
      VARY,
      { input: { imageUUID: source.images[0].imageUUID, strength: 'SUBTLE' }, async: false },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'seedImage' });
    expect(await ledgerRows()).toBe(before);
  });

  it('sends the reference images: the picture starts from them, and they are kept', async () => {
    const plain = await generate(edit({ referenceImages: undefined }));
    const edited = await generate(edit());
    expect(await greennessOf(edited.images[0].imageURL)).toBeGreaterThan(
      (await greennessOf(plain.images[0].imageURL)) + 20,
    );
    const history = await suite.api.graphql<{
      generation: { parameters: Record<string, unknown> };
    }>(GENERATION, { id: edited.generationId }, token);
    expect(history.data!.generation.parameters.referenceImages).toEqual([green]);
  });

  it('takes them over REST too, inline ones included', async () => {
    const inline = dataUrlOf(await solidPng(64, 64, '#00aa00'));
    const response = await suite.api.post(
      '/api/generate',
      [generateTask({ model: KONTEXT_DEV, referenceImages: [green, inline] })],
      token,
    );
    expect(response.status).toBe(200);
  });

  it('applies a saved reference to a Kontext model as its reference images', async () => {
    const saved = await suite.api.graphql<{ createReference: { id: string } }>(
      CREATE_REFERENCE,
      { input: { kind: 'character', name: 'Verdant', images: [green] } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const edited = await generate(
      edit({ referenceImages: undefined, referenceId: saved.data!.createReference.id }),
    );
    const history = await suite.api.graphql<{
      generation: { parameters: Record<string, unknown> };
    }>(GENERATION, { id: edited.generationId }, token);
    expect(history.data!.generation.parameters).toMatchObject({ referenceImages: [green] });
    expect(history.data!.generation.parameters.pulid).toBeUndefined();
  });

  it.each([
    ['FLUX.1 Dev, which takes none', () => ({ model: FLUX_DEV }), 'referenceImages'],
    ['SDXL, which takes none', () => ({ model: SDXL }), 'referenceImages'],
    [
      'three images on Kontext',
      () => ({ referenceImages: [green, green, green] }),
      'referenceImages',
    ],
    ['five images', () => ({ referenceImages: Array(5).fill(green) }), 'referenceImages'],
    ['no image', () => ({ referenceImages: [] }), 'referenceImages'],
    ['another user’s image', () => ({ referenceImages: [othersImage] }), 'referenceImages[0]'],
  ])('refuses %s before any credit is held, naming the field', async (_, overrides, field) => {
    const before = await ledgerRows();
    const answer = await suite.api.graphql(GENERATE, { input: edit(overrides()) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await ledgerRows()).toBe(before);
    const rest = await suite.api.post(
      '/api/generate',
      [generateTask({ model: KONTEXT_DEV, referenceImages: [green], ...overrides() })],
      token,
    );
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(rest.body).toMatchObject({ field });
    expect(await ledgerRows()).toBe(before);
  });

  it('refuses a saved reference with more images than Kontext takes, naming referenceId', async () => {
    const images = [green];
    for (const colour of ['#00dd00', '#00bb00'])
      images.push(await uploadSolid(suite.api, token, { width: 64, height: 64, colour }));
    const saved = await suite.api.graphql<{ createReference: { id: string } }>(
      CREATE_REFERENCE,
      { input: { kind: 'style', name: 'Three greens', images } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    const before = await ledgerRows();
    const answer = await suite.api.graphql(
      GENERATE,
      { input: edit({ referenceImages: undefined, referenceId: saved.data!.createReference.id }) },
      token,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'referenceId' });
    expect(await ledgerRows()).toBe(before);
  });
});
