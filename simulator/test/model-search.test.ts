import sharp from 'sharp';
import { ARCHITECTURE_CODES, CHECKPOINT_TYPES } from '../src/catalogue/catalogue-model.js';
import { download, post, refusal, searchTask, startSimulator } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

type Result = Record<string, unknown> & { air: string; name: string; tags: string[] };

const CATEGORIES = ['checkpoint', 'lora', 'lycoris', 'controlnet', 'vae', 'embeddings'];
const STARTERS: [string, string, string][] = [
  ['rundiffusion:130@100', 'Juggernaut Pro Flux', 'flux1d'],
  ['runware:101@1', 'FLUX.1 Dev', 'flux1d'],
  ['runware:100@1', 'FLUX.1 Schnell', 'flux1s'],
  ['civitai:101055@128078', 'SDXL', 'sdxl'],
  ['civitai:133005@1759168', 'Juggernaut XL', 'sdxl'],
  ['civitai:4384@128713', 'DreamShaper', 'sd1x'],
  ['civitai:257749@290640', 'Pony Diffusion V6 XL', 'pony'],
  ['civitai:288584@324619', 'AutismMix SDXL', 'pony'],
  ['runware:5@1', 'Stable Diffusion 3 Medium', 'sd3'],
  ['runware:97@3', 'HiDream-I1 Fast', 'hidreamfast'],
  ['runware:97@1', 'HiDream-I1 Full', 'hidreamfull'],
];

/** A checkpoint's type, which a 2026 result states through its capabilities alone. */
function typeOf(model: Result): string | undefined {
  if (model.category !== 'checkpoint') return undefined;
  const capabilities = (model.capabilities ?? []) as string[];
  if (capabilities.includes('op:inpainting')) return 'inpainting';
  if (capabilities.includes('op:refine')) return 'refiner';
  return 'base';
}

describe('modelSearch', () => {
  const suite = simulatorForSuite(async () => ({ everything: await searchAll({}) }));

  async function search(overrides: Record<string, unknown>) {
    const task = searchTask(overrides);
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    const item = answer.body.data?.[0] as Record<string, unknown>;
    expect(item.taskType).toBe('modelSearch');
    expect(item.taskUUID).toBe(task.taskUUID);
    return { totalResults: item.totalResults as number, results: item.results as Result[] };
  }

  async function searchAll(overrides: Record<string, unknown>): Promise<Result[]> {
    const all: Result[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await search({ ...overrides, limit: 100, offset });
      all.push(...page.results);
      if (all.length >= page.totalResults) return all;
    }
  }

  it('holds at least 200 models with unique AIRs', () => {
    expect(suite.everything.length).toBeGreaterThanOrEqual(200);
    expect(new Set(suite.everything.map((model) => model.air)).size).toBe(suite.everything.length);
  });

  it('covers every category, checkpoint type and architecture', () => {
    expect(new Set(suite.everything.map((model) => model.category))).toEqual(new Set(CATEGORIES));
    const types = suite.everything
      .filter((model) => model.category === 'checkpoint')
      .map((m) => typeOf(m));
    expect(new Set(types)).toEqual(new Set(CHECKPOINT_TYPES));
    expect(new Set(suite.everything.map((model) => model.architecture))).toEqual(
      new Set(ARCHITECTURE_CODES),
    );
    for (const architecture of ARCHITECTURE_CODES) {
      expect(
        suite.everything.some(
          (model) =>
            model.architecture === architecture &&
            model.category === 'checkpoint' &&
            typeOf(model) === 'base',
        ),
      ).toBe(true);
    }
  });

  it.each(STARTERS)('contains the starter model %s (%s, %s)', (air, name, architecture) => {
    const model = suite.everything.find((candidate) => candidate.air === air);
    expect(model).toEqual(expect.objectContaining({ name, architecture, category: 'checkpoint' }));
  });

  it('has a LoRA for each major architecture and an SDXL VAE and ControlNet', () => {
    for (const architecture of ['sdxl', 'sd1x', 'pony', 'flux1d']) {
      expect(
        suite.everything.some((m) => m.category === 'lora' && m.architecture === architecture),
      ).toBe(true);
    }
    for (const category of ['vae', 'controlnet']) {
      expect(
        suite.everything.some((m) => m.category === category && m.architecture === 'sdxl'),
      ).toBe(true);
    }
  });

  it('describes each kind of model with the fields of the provider', () => {
    const checkpoint = suite.everything.find((model) => model.air === 'civitai:101055@128078');
    expect(checkpoint).toEqual({
      air: 'civitai:101055@128078',
      name: 'SDXL',
      version: 'v1.0 VAE fix',
      category: 'checkpoint',
      architecture: 'sdxl',
      capabilities: ['io:text-to-image', 'io:image-to-image'],
      source: 'community',
      tags: ['base model', 'photorealistic'],
      heroImage: `${suite.simulator.url}/hero/civitai-101055-128078.jpg`,
      private: false,
      comment: '',
      defaultWidth: 1024,
      defaultHeight: 1024,
      defaultSteps: 20,
      defaultScheduler: 'Default',
      defaultCFG: 7.5,
    });
    const lora = suite.everything.find((model) => model.category === 'lora') as Result;
    expect(lora).toHaveProperty('positiveTriggerWords');
    expect(lora).not.toHaveProperty('type');
    expect(lora).not.toHaveProperty('defaultSteps');
    const controlNet = suite.everything.find((model) => model.category === 'controlnet') as Result;
    expect(controlNet.conditioning).toEqual(expect.any(String));
    const inpainting = suite.everything.find((model) => typeOf(model) === 'inpainting') as Result;
    expect(inpainting.defaultStrength).toEqual(expect.any(Number));
  });

  it('returns the same catalogue on every start', async () => {
    const other = await startSimulator();
    try {
      const answer = await post(other, [searchTask({ limit: 100, offset: 100 })]);
      const results = (answer.body.data?.[0]?.results as Result[]).map((model) => model.air);
      expect(results).toEqual(suite.everything.slice(100, 200).map((model) => model.air));
    } finally {
      await other.close();
    }
  });

  it('pages with limit and offset and counts every match in totalResults', async () => {
    const first = await search({ limit: 30, offset: 0 });
    const second = await search({ limit: 30, offset: 30 });
    expect(first.results).toHaveLength(30);
    expect(second.results).toHaveLength(30);
    expect(first.totalResults).toBe(suite.everything.length);
    expect(second.totalResults).toBe(suite.everything.length);
    const firstAirs = new Set(first.results.map((model) => model.air));
    expect(second.results.some((model) => firstAirs.has(model.air))).toBe(false);
    const beyond = await search({ offset: suite.everything.length });
    expect(beyond.results).toEqual([]);
    expect(beyond.totalResults).toBe(suite.everything.length);
  });

  it('defaults to 20 results', async () => {
    expect((await search({})).results).toHaveLength(20);
  });

  it.each([
    ['limit', 0, 'invalidLimit'],
    ['limit', 101, 'invalidLimit'],
    ['offset', -1, 'invalidOffset'],
    ['category', 'upscaler', 'invalidCategory'],
    ['type', 'style', 'invalidType'],
    ['visibility', 'everyone', 'invalidVisibility'],
  ])('refuses %s %p with %s', async (parameter, value, code) => {
    const error = await refusal(suite.simulator, searchTask({ [parameter]: value }));
    expect(error).toEqual(expect.objectContaining({ code, parameter, taskType: 'modelSearch' }));
  });

  it('filters by category, type and architecture', async () => {
    const loras = await searchAll({ category: 'lora', architecture: 'flux1d' });
    expect(loras.length).toBeGreaterThan(0);
    expect(loras.every((m) => m.category === 'lora' && m.architecture === 'flux1d')).toBe(true);

    const refiners = await searchAll({ category: 'checkpoint', type: 'refiner' });
    expect(refiners.length).toBeGreaterThan(0);
    expect(refiners.every((m) => typeOf(m) === 'refiner')).toBe(true);

    const inpainting = await search({ type: 'inpainting', limit: 100 });
    expect(inpainting.totalResults).toBe(
      suite.everything.filter((m) => typeOf(m) === 'inpainting').length,
    );
  });

  it('filters ControlNets by conditioning', async () => {
    const canny = await searchAll({ category: 'controlnet', conditioning: 'canny' });
    expect(canny.map((m) => m.air)).toContain('runware:20@1');
    expect(canny.every((m) => m.conditioning === 'canny')).toBe(true);
  });

  it('filters by any of the given tags, case-insensitively', async () => {
    const tagged = await searchAll({ tags: ['PIXEL ART', 'no-such-tag'] });
    expect(tagged.map((m) => m.air)).toContain('civitai:120096@135931');
    expect(tagged.every((m) => m.tags.some((tag) => tag.toLowerCase() === 'pixel art'))).toBe(true);
  });

  it('filters by visibility', async () => {
    const privateOnes = await searchAll({ visibility: 'private' });
    expect(privateOnes.length).toBeGreaterThan(0);
    expect(privateOnes.every((m) => m.private === true)).toBe(true);
    const publicOnes = await search({ visibility: 'public' });
    expect(publicOnes.totalResults).toBe(suite.everything.length - privateOnes.length);
  });

  it('searches name, AIR, version and tags case-insensitively, exact name first', async () => {
    const sdxl = await search({ search: 'sdxl', limit: 5 });
    expect(sdxl.results[0]?.name).toBe('SDXL');
    expect(sdxl.totalResults).toBeGreaterThan(5);

    const byAir = await search({ search: 'CIVITAI:4384@128713' });
    expect(byAir.results[0]?.air).toBe('civitai:4384@128713');

    const byNameAndVersion = await search({ search: 'DreamShaper 8' });
    expect(byNameAndVersion.results[0]?.air).toBe('civitai:4384@128713');

    const byVersion = await search({ search: 'ragnarok' });
    expect(byVersion.results.map((m) => m.air)).toContain('civitai:133005@1759168');

    const byWildcard = await search({ search: 'runware:97@*' });
    expect(byWildcard.results.map((m) => m.air)).toEqual(
      expect.arrayContaining(['runware:97@1', 'runware:97@2', 'runware:97@3']),
    );

    const none = await search({ search: 'zzzz-no-such-model' });
    expect(none).toEqual({ totalResults: 0, results: [] });
  });

  it('lists IP-Adapters only when asked for by category', async () => {
    expect(suite.everything.some((m) => m.category === 'ipadapter')).toBe(false);
    const adapters = await searchAll({ category: 'ipadapter' });
    expect(adapters.map((m) => m.air)).toContain('runware:55@1');
  });

  it('serves every hero image as a 512×512 JPEG, the same bytes each time', async () => {
    const heroUrl = suite.everything[0]?.heroImage as string;
    const [first, second] = await Promise.all([download(heroUrl), download(heroUrl)]);
    expect(first?.status).toBe(200);
    expect(first?.type).toBe('image/jpeg');
    const metadata = await sharp(first?.bytes as Buffer).metadata();
    expect(metadata).toEqual(expect.objectContaining({ format: 'jpeg', width: 512, height: 512 }));
    expect(first?.bytes.equals(second?.bytes as Buffer)).toBe(true);
    const other = await download(suite.everything[1]?.heroImage as string);
    expect(other.bytes.equals(first?.bytes as Buffer)).toBe(false);
    expect((await download(`${suite.simulator.url}/hero/no-such-model.jpg`)).status).toBe(404);
  });
});
