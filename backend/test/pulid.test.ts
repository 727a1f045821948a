import {
  memberWithCredits,
  sessionForSuite,
  startAppWithSimulator,
} from './support/app-session.js';
import { ledgerRowCount } from './support/credit-ledger.js';
import { generateInput, generateTask, rednessOf, uploadSolid } from './support/image-fixtures.js';

const FLUX_DEV = 'runware:101@1';
const GENERATE = `mutation($input: GenerateImagesInput!) {
  generateImages(input: $input) { generationId creditsCharged images { imageURL } }
}`;
const GENERATION = `query($id: ID!) { generation(id: $id) { parameters } }`;

/** PuLID: a face or subject of the caller's images kept in what FLUX.1 Dev draws. */
describe('identity reference images (PuLID)', () => {
  let token: string;
  let userId: string;
  let red: string;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async (session) => {
      ({ token, userId } = await memberWithCredits(session));
      red = await uploadSolid(session.api, token, { width: 256, height: 256, colour: '#ff0000' });
    },
    timeout: 60_000,
  });

  const withIdentity = (overrides: Record<string, unknown> = {}) =>
    generateInput({
      model: FLUX_DEV,
      seed: 11,
      pulid: { images: [red], idWeight: 2 },
      ...overrides,
    });

  it('sends the identity images: the picture takes after them, and they are kept', async () => {
    const generate = async (input: Record<string, unknown>) => {
      const answer = await suite.api.graphql<{
        generateImages: { generationId: string; images: { imageURL: string }[] };
      }>(GENERATE, { input }, token);
      expect(answer.errors).toBeUndefined();
      return answer.data!.generateImages;
    };
    const plain = await generate(withIdentity({ pulid: undefined }));
    const kept = await generate(withIdentity());
    expect(await rednessOf(kept.images[0].imageURL)).toBeGreaterThan(
      (await rednessOf(plain.images[0].imageURL)) + 20,
    );
    const history = await suite.api.graphql<{
      generation: { parameters: Record<string, unknown> };
    }>(GENERATION, { id: kept.generationId }, token);
    expect(history.data!.generation.parameters.pulid).toEqual({ images: [red], idWeight: 2 });
  });

  it('takes them over REST too', async () => {
    const response = await suite.api.post(
      '/api/generate',
      [generateTask({ model: FLUX_DEV, pulid: { images: [red], trueCfgScale: 4 } })],
      token,
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['an architecture without PuLID', { model: 'civitai:101055@128078' }, 'pulid'],
    ['no image', { pulid: { images: [] } }, 'pulid.images'],
    ['five images', { pulid: { images: Array(5).fill('x') } }, 'pulid.images'],
    ['an identity weight above 3', { pulid: { images: ['x'], idWeight: 3.5 } }, 'pulid.idWeight'],
    [
      'an image that is no one’s',
      { pulid: { images: ['7c9e6679-7425-40de-944b-e07fc1f90ae7'] } },
      'pulid.images[0]',
    ],
  ])('refuses %s before any credit is held, naming the field', async (_, overrides, field) => {
    const rows = () => ledgerRowCount(suite.db, userId);
    const before = await rows();
    const answer = await suite.api.graphql(GENERATE, { input: withIdentity(overrides) }, token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field });
    expect(await rows()).toEqual(before);
    const rest = await suite.api.post(
      '/api/generate',
      [generateTask({ model: FLUX_DEV, pulid: { images: [red] }, ...overrides })],
      token,
    );
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(rest.status).toBeLessThan(500);
    expect(rest.body).toMatchObject({ field });
    expect(await rows()).toEqual(before);
  });
});
