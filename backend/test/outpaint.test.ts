import sharp from 'sharp';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import { generateInput, pngDataUrl, uploadSolid } from './support/image-fixtures.js';

const HIDREAM_FAST = 'runware:97@3';
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged images { imageURL } }
}`;
const ESTIMATE = `query($input: GenerateImagesInput!) { estimateGeneration(input: $input) { credits } }`;

/** Outpainting (the canvas extended past a seed image's edges) and the inpainting mask margin. */
describe('expand the canvas', () => {
  let token: string;
  let userId: string;
  let seedUUID: string;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async ({ api }) => {
      const account = await api.register();
      ({ token } = account);
      userId = account.user.id;
      seedUUID = await uploadSolid(api, token, { width: 512, height: 512, colour: '#2a6fdb' });
    },
    timeout: 60_000,
  });

  const extendRight = (overrides: Record<string, unknown> = {}) =>
    generateInput({
      seedImage: seedUUID,
      outpaint: { right: 256 },
      width: 768,
      height: 512,
      ...overrides,
    });

  it('extends a seed image to the right: the extended size, the seed kept, priced as shown', async () => {
    const estimate = await suite.api.graphql<{ estimateGeneration: { credits: number } }>(
      ESTIMATE,
      { input: extendRight() },
      token,
    );
    expect(estimate.errors).toBeUndefined();
    const answer = await suite.api.graphql<{
      generateImages: { creditsCharged: number; images: { imageURL: string }[] };
    }>(GENERATE, { input: extendRight() }, token);
    expect(answer.errors).toBeUndefined();
    const { creditsCharged, images } = answer.data!.generateImages;
    const bytes = Buffer.from(await (await fetch(images[0].imageURL)).arrayBuffer());
    const { data, info } = await sharp(bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([768, 512]);
    // The seed's blue at its place (left), something painted past its right edge.
    const at = (x: number, y: number) => [
      ...data.subarray((y * 768 + x) * 3, (y * 768 + x) * 3 + 3),
    ];
    expect(at(100, 100)).toEqual([0x2a, 0x6f, 0xdb]);
    expect(at(700, 100)).not.toEqual([0x2a, 0x6f, 0xdb]);
    const { credits } = estimate.data!.estimateGeneration;
    expect(Math.abs(credits - creditsCharged)).toBeLessThanOrEqual(
      Math.max(0.1 * creditsCharged, 0.0001),
    );
  });

  it('inpaints with a mask margin', async () => {
    const answer = await suite.api.graphql(
      GENERATE,
      {
        input: generateInput({
          seedImage: seedUUID,
          maskImage: await pngDataUrl(512, 512, '#000000'),
          maskMargin: 64,
        }),
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
  });

  it.each([
    ['outpaint without a seed image', { seedImage: undefined }, 'seedImage'],
    ['outpaint with a mask', { maskImage: 'data:image/png;base64,AAAA' }, 'maskImage'],
    ['a side not a multiple of 64', { outpaint: { left: 32, right: 224 } }, 'outpaint.right'],
    ['no side at all', { outpaint: {}, width: 512 }, 'outpaint'],
    ['a width other than the extended size', { width: 1024 }, 'width'],
    ['an architecture without outpainting', { model: HIDREAM_FAST }, 'outpaint'],
    ['a negative side', { outpaint: { left: -64 } }, 'outpaint.left'],
  ])('refuses %s before any credit is held, naming the field', async (_, overrides, field) => {
    const rows = () => ledgerRowCount(suite.db, userId);
    const before = await rows();
    const answer = await suite.api.graphql(GENERATE, { input: extendRight(overrides) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await rows()).toEqual(before);
  });

  it.each([
    ['without a mask', { maskMargin: 64 }],
    ['below 32', { maskMargin: 16, maskImage: 'data:image/png;base64,AAAA', seedImage: 'x' }],
  ])('refuses a mask margin %s', async (_, overrides) => {
    const answer = await suite.api.graphql(GENERATE, { input: generateInput(overrides) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'maskMargin' });
  });
});
