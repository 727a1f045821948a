import { loadAppConfig, PROVIDER_MAX_INPUT_PIXELS } from '../src/config/app-config.js';
import { type ApiClient } from './support/api-client.js';
import { startAppWithSimulator } from './support/app-session.js';
import { solidPng, uploadPng } from './support/image-fixtures.js';

// The built simulator (as the other provider tests use it), loaded at run time: the typecheck of
// the backend runs before anything is built.
const LIMITS_MODULE = new URL('../../simulator/dist/images/input-limits.js', import.meta.url).href;

/**
 * The server's pixel cap on images it takes is the provider's: an image the provider would refuse
 * is refused here, naming the field, before it is sent anywhere.
 */
describe('the pixel cap of uploaded images', () => {
  it('defaults to the provider limit the simulator imitates', async () => {
    const { MAX_INPUT_PIXELS } = (await import(LIMITS_MODULE)) as { MAX_INPUT_PIXELS: number };
    expect(PROVIDER_MAX_INPUT_PIXELS).toBe(MAX_INPUT_PIXELS);
    const config = loadAppConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/studio',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.SAVE_IMAGE_MAX_PIXELS).toBe(MAX_INPUT_PIXELS);
  });

  describe('through the real adapter and the simulator, with the default cap', () => {
    let api: ApiClient;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ api, close } = await startAppWithSimulator());
    });
    afterAll(() => close?.());

    it('refuses an upload just over the provider limit itself, naming imageData', async () => {
      const { token } = await api.register();
      // 7072 × 7072 is 50,013,184 pixels: over the provider's limit, under 8192 × 8192.
      const png = await solidPng(7072, 7072, '#3366cc', { compressionLevel: 1 });
      const refused = await uploadPng(api, token, png).expect(400);
      expect(refused.body).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'imageData',
        message: 'The image has more than 50 million pixels (7072×7072)',
      });
    });
  });
});
