import { AppConfig } from '../src/config/app-config.js';
import { type ImageGenerationRequest } from '../src/provider/generation-request.js';
import { RunwareAdapter } from '../src/provider/runware.adapter.js';
import { pngDataUrl } from './support/image-fixtures.js';
import {
  type ReceivedTask,
  type RecordingProxy,
  startRecordingProxy,
} from './support/recording-proxy.js';
import { type SimulatorProcess, startSimulatorProcess } from './support/simulator-process.js';

/** The part of the simulator's contract module this test uses (loaded from its build at run time). */
interface ProviderContract {
  contractOf(taskType: string, family?: string): string | undefined;
  check(name: string, task: unknown): { code: string; message: string; parameter: string }[];
}
// The built simulator, as the other provider tests use it: the backend typecheck runs before any build.
const CONTRACT_MODULE = new URL(
  '../../simulator/dist/protocol/contract/provider-contract.js',
  import.meta.url,
).href;

const SDXL = 'civitai:101055@128078';
const PONY = 'civitai:257749@290640';
const SD15 = 'civitai:4384@128713';
const FLUX_DEV = 'runware:101@1';
const FLUX_SCHNELL = 'runware:100@1';
const KONTEXT_DEV = 'runware:106@1';
const SD3 = 'runware:5@1';
const HIDREAM = 'runware:97@3';

/**
 * Every request the product can put on the wire, built by the real adapter and caught between it
 * and the simulator, must hold to Runware's contract (simulator/src/protocol/contract): the 2026
 * form, the architecture family's fields and nothing else.
 */
describe('what the product sends the provider holds to its contract', () => {
  let contract: ProviderContract;
  let simulator: SimulatorProcess;
  let proxy: RecordingProxy;
  let adapter: RunwareAdapter;
  let image: string;

  beforeAll(async () => {
    const module = (await import(CONTRACT_MODULE)) as {
      ProviderContract: { load(options: { legacyForms: 'refuse' }): ProviderContract };
    };
    contract = module.ProviderContract.load({ legacyForms: 'refuse' });
    simulator = await startSimulatorProcess();
    proxy = await startRecordingProxy(simulator.url);
    adapter = new RunwareAdapter(
      Object.assign(new AppConfig(), {
        RUNWARE_API_URL: proxy.url,
        RUNWARE_API_KEY: simulator.apiKey,
        RUNWARE_MAX_RETRIES: 0,
        RUNWARE_RECOVERY_MS: 0,
      }),
    );
    image = (await adapter.uploadImage(await pngDataUrl(512, 512))).imageUUID;
  });
  afterAll(async () => {
    await proxy?.close();
    await simulator?.stop();
  });

  /** The tasks one call put on the wire, and whether the provider answered it. */
  async function sent(call: () => Promise<unknown>) {
    const from = proxy.received.length;
    const outcome = await call().then(
      () => 'answered',
      (error: Error) => `refused: ${error.message}`,
    );
    return { tasks: proxy.received.slice(from), outcome };
  }

  function violations(tasks: ReceivedTask[], family?: string) {
    expect(tasks.length).toBeGreaterThan(0);
    return tasks.flatMap((task) => {
      const name = contract.contractOf(task.taskType, family);
      if (!name) return [{ code: 'noContract', message: task.taskType, parameter: 'taskType' }];
      return contract.check(name, task);
    });
  }

  async function expectHolds(call: () => Promise<unknown>, family?: string) {
    const { tasks, outcome } = await sent(call);
    expect(violations(tasks, family)).toEqual([]);
    expect(outcome).toBe('answered');
  }

  const generation = (overrides: Partial<ImageGenerationRequest>): ImageGenerationRequest => ({
    taskUUID: crypto.randomUUID(),
    model: SDXL,
    positivePrompt: 'a lighthouse on a cliff at dusk',
    width: 512,
    height: 512,
    format: 'png',
    numberResults: 1,
    ...overrides,
  });

  describe('imageInference, per architecture family', () => {
    it('SDXL with every add-on list, a seed, a seed image and a mask', async () => {
      const mask = await pngDataUrl(512, 512, '#000000');
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              negativePrompt: 'blurry',
              format: 'webp',
              numberResults: 2,
              scheduler: 'DPM++ 2M Karras',
              steps: 20,
              cfgScale: 7,
              seed: 42,
              promptWeighting: 'Compel',
              clipSkip: 1,
              seedImage: image,
              maskImage: mask,
              strength: 0.7,
              loras: [{ model: 'civitai:132942@146296', weight: 0.8 }],
              embeddings: [{ model: 'civitai:118418@134583', weight: 1 }],
              controlNets: [
                {
                  model: 'runware:20@1',
                  weight: 0.6,
                  guideImage: image,
                  startStep: 1,
                  endStep: 15,
                  controlMode: 'balanced',
                },
              ],
              ipAdapters: [
                {
                  model: 'runware:55@1',
                  weight: 0.7,
                  guideImages: [image, image],
                  combineMethod: 'average',
                  weightType: 'style_transfer',
                },
              ],
              vae: 'civitai:296576@333245',
              checkNsfw: true,
            }),
          ),
        'sdxl',
      );
    });

    it('SDXL with hires fix and face refinement', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              steps: 20,
              hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 10, strength: 0.5 },
              faceRefinement: { steps: 20, strength: 0.4, confidence: 0.3 },
            }),
          ),
        'sdxl',
      );
    });

    it('SDXL outpainting, and inpainting with a mask margin', async () => {
      const seed = (await adapter.uploadImage(await pngDataUrl(512, 512))).imageUUID;
      const mask = await pngDataUrl(512, 512, '#000000');
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              seedImage: seed,
              width: 768,
              height: 576,
              outpaint: { top: 64, right: 256, bottom: 0, left: 0, blur: 8 },
            }),
          ),
        'sdxl',
      );
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              seedImage: seed,
              maskImage: mask,
              maskMargin: 64,
            }),
          ),
        'sdxl',
      );
    });

    it('FLUX.1 dev with a transparent background, hires fix and face refinement', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: FLUX_DEV,
              transparentBackground: true,
              hiresFix: { upscaler: 'runware:504@1', steps: 8, strength: 0.3 },
              faceRefinement: { steps: 12, strength: 0.5 },
            }),
          ),
        'flux-dev',
      );
    });

    it('FLUX.1 dev keeping an identity from two images (PuLID)', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: FLUX_DEV,
              pulid: {
                images: [image, image],
                idWeight: 1.5,
                trueCfgScale: 4,
                startStepPercentage: 10,
              },
            }),
          ),
        'flux-dev',
      );
    });

    it('SDXL text to image with the least the product sends', async () => {
      await expectHolds(() => adapter.generateImages(generation({})), 'sdxl');
    });

    it('Pony with a LoRA, an embedding and sdEmbeds weighting', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: PONY,
              width: 1024,
              height: 1024,
              promptWeighting: 'SdEmbeds',
              loras: [{ model: 'civitai:264290@298301', weight: 1 }],
              embeddings: [{ model: 'civitai:332646@372465', weight: 0.5 }],
            }),
          ),
        'pony',
      );
    });

    it('SD 1.5 with a LoRA, embeddings, a VAE and an IP-Adapter', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: SD15,
              negativePrompt: 'lowres',
              clipSkip: 2,
              loras: [{ model: 'civitai:58390@62833', weight: 0.5 }],
              embeddings: [{ model: 'civitai:7808@9208', weight: 1 }],
              vae: 'civitai:276082@311162',
              ipAdapters: [{ model: 'runware:55@5', weight: 0.5, guideImages: [image] }],
            }),
          ),
        'sd1',
      );
    });

    it('FLUX.1 dev with a LoRA, a ControlNet and an IP-Adapter', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: FLUX_DEV,
              width: 1024,
              height: 1024,
              steps: 28,
              cfgScale: 3.5,
              seed: 7,
              loras: [{ model: 'civitai:631986@706528', weight: 1 }],
              controlNets: [{ model: 'runware:25@1', weight: 0.5, guideImage: image }],
              ipAdapters: [{ model: 'runware:105@1', weight: 0.6, guideImages: [image] }],
            }),
          ),
        'flux-dev',
      );
    });

    it('FLUX.1 Kontext dev editing two reference images, one inline', async () => {
      const inline = await pngDataUrl(64, 64, '#00ff00');
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({
              model: KONTEXT_DEV,
              positivePrompt: 'make it snow',
              steps: 28,
              cfgScale: 2.5,
              referenceImages: [image, inline],
            }),
          ),
        'flux-kontext-dev',
      );
    });

    it('FLUX.1 schnell image to image', async () => {
      await expectHolds(
        () =>
          adapter.generateImages(
            generation({ model: FLUX_SCHNELL, steps: 4, seedImage: image, strength: 0.5 }),
          ),
        'flux-schnell',
      );
    });

    it('SD 3 and HiDream text to image', async () => {
      await expectHolds(
        () => adapter.generateImages(generation({ model: SD3, negativePrompt: 'blurry' })),
        'sd3',
      );
      await expectHolds(
        () => adapter.generateImages(generation({ model: HIDREAM, width: 1024, height: 1024 })),
        'hidream',
      );
    });
  });

  describe('the creator tools', () => {
    it.each([2, 4])('upscale ×%i', async (upscaleFactor) => {
      await expectHolds(() =>
        adapter.upscale({
          taskUUID: crypto.randomUUID(),
          inputImage: image,
          upscaleFactor,
          format: 'png',
        }),
      );
    });

    it('upscale ×3, which no upscaler takes, never reaches the provider', async () => {
      const { tasks, outcome } = await sent(() =>
        adapter.upscale({
          taskUUID: crypto.randomUUID(),
          inputImage: image,
          upscaleFactor: 3,
          format: 'png',
        }),
      );
      expect(tasks).toEqual([]);
      expect(outcome).toBe('refused: SwinIR upscales by 2 or 4, not 3');
    });

    it('removeBackground, caption and promptEnhance', async () => {
      await expectHolds(() =>
        adapter.removeBackground({ taskUUID: crypto.randomUUID(), inputImage: image }),
      );
      await expectHolds(() =>
        adapter.caption({ taskUUID: crypto.randomUUID(), inputImage: image }),
      );
      await expectHolds(() =>
        adapter.enhancePrompt({
          taskUUID: crypto.randomUUID(),
          prompt: 'a cat',
          versions: 3,
          maxLength: 64,
        }),
      );
    });

    it('imageUpload of a data URI', async () => {
      await expectHolds(async () => adapter.uploadImage(await pngDataUrl(64, 64)));
    });
  });

  describe('the administrator’s model search', () => {
    it.each([
      [
        'a search with every filter',
        {
          search: 'juggernaut',
          category: 'checkpoint',
          type: 'base',
          architecture: 'sdxl',
          visibility: 'all',
          offset: 0,
          limit: 30,
        },
      ],
      ['browsing without a search term', { visibility: 'all', offset: 30, limit: 30 }],
      [
        'public models with tags',
        { search: 'anime', visibility: 'public', tags: ['anime'], limit: 30 },
      ],
      ['private LoRAs', { search: '', category: 'lora', visibility: 'private' }],
    ] as const)('%s', async (_what, query) => {
      await expectHolds(() =>
        adapter.searchModels({ ...query, tags: 'tags' in query ? [...query.tags] : undefined }),
      );
    });
  });

  it('getResponse, when a task is recovered by its taskUUID', async () => {
    const taskUUID = crypto.randomUUID();
    await adapter.generateImages(generation({ taskUUID }));
    const { tasks } = await sent(() => adapter.recover(taskUUID, {}, 0));
    expect(violations(tasks)).toEqual([]);
  });
});
