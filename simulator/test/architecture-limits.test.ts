import { randomUUID } from 'node:crypto';
import {
  ARCHITECTURE_CAPABILITY_FACTS,
  ARCHITECTURES,
  architectureOf,
  type ArchitectureProfile,
} from '../src/catalogue/architectures.js';
import { type ArchitectureCode } from '../src/catalogue/catalogue-model.js';
import { buildModelCatalogue } from '../src/catalogue/model-catalogue.js';
import { type ErrorDetails } from '../src/protocol/api-error.js';
import { TaskRejection } from '../src/protocol/task-rejection.js';
import { parseImageInference } from '../src/tasks/image-inference/parse-image-inference.js';
import { imageTask } from './support/simulator-client.js';

const SD1_MODEL = 'civitai:4384@128713';
const FLUX_MODEL = 'rundiffusion:130@100';
const SDXL_LORA = 'civitai:132942@146296';
const FLUX_LORA = 'civitai:631986@706528';

const catalogue = buildModelCatalogue();

/** The simulator's profiles, with `changes` applied to one architecture. */
function lookupWith(code: ArchitectureCode, changes: Partial<ArchitectureProfile>) {
  return (requested: ArchitectureCode): ArchitectureProfile =>
    requested === code ? { ...architectureOf(requested), ...changes } : architectureOf(requested);
}

type Lookup = ReturnType<typeof lookupWith>;

function parse(overrides: Record<string, unknown>, architectures?: Lookup) {
  return parseImageInference(imageTask(overrides), randomUUID(), catalogue, architectures);
}

function refusalOf(overrides: Record<string, unknown>, architectures?: Lookup): ErrorDetails {
  try {
    parse(overrides, architectures);
  } catch (error) {
    if (error instanceof TaskRejection) return error.details;
    throw error;
  }
  throw new Error('The task was accepted.');
}

describe('architecture profiles: the provider limits', () => {
  it.each(Object.values(ARCHITECTURES).map((profile) => [profile.code, profile] as const))(
    '%s carries the provider steps, size and adapter weight limits',
    (_code, profile) => {
      expect(profile.stepRange).toEqual({ min: 1, max: 100 });
      expect(profile.dimensions).toEqual({ min: 128, max: 2048, multiple: 64 });
      expect(profile.adapterWeights).toEqual({
        lora: { min: -4, max: 4 },
        controlNet: { min: 0, max: 1 },
        ipAdapters: { min: 0, max: 1 },
        embeddings: { min: -4, max: 4 },
      });
    },
  );

  it('exports the facts in the vocabulary of the product capabilities, FLUX refusing negative prompts', () => {
    expect(ARCHITECTURE_CAPABILITY_FACTS.map((facts) => facts.code)).toEqual(
      Object.keys(ARCHITECTURES),
    );
    const refusing = ARCHITECTURE_CAPABILITY_FACTS.filter((facts) => !facts.supportsNegativePrompt);
    expect(refusing.map((facts) => facts.code)).toEqual(['flux1d', 'flux1s']);
    expect(ARCHITECTURE_CAPABILITY_FACTS.find((facts) => facts.code === 'sdxl')).toEqual({
      code: 'sdxl',
      displayName: 'SDXL 1.0',
      supportsNegativePrompt: true,
      supportsLoRA: true,
      supportsControlNet: true,
      supportsVAE: true,
      supportsIPAdapter: true,
      supportsHiresFix: true,
      supportsFaceRefinement: true,
      supportsTransparentBackground: false,
      supportsOutpaint: true,
      supportsPulid: false,
      supportsSeedImage: true,
      maxReferenceImages: 0,
      minSteps: 1,
      maxSteps: 100,
      minDimension: 128,
      maxDimension: 2048,
      dimensionMultiple: 64,
      adapterWeights: ARCHITECTURES.sdxl.adapterWeights,
    });
    expect(ARCHITECTURE_CAPABILITY_FACTS.find((facts) => facts.code === 'flux1d')).toMatchObject({
      supportsVAE: false,
      supportsControlNet: true,
      supportsIPAdapter: true,
      supportsTransparentBackground: true,
    });
    // Only FLUX.1 dev draws a transparent background (layerDiffuse in the 2026 schema).
    expect(
      ARCHITECTURE_CAPABILITY_FACTS.filter((facts) => facts.supportsTransparentBackground).map(
        (facts) => facts.code,
      ),
    ).toEqual(['flux1d']);
    // Reference images to edit: FLUX.1 Kontext dev alone, two of them.
    expect(
      ARCHITECTURE_CAPABILITY_FACTS.filter((facts) => facts.maxReferenceImages > 0).map((facts) => [
        facts.code,
        facts.maxReferenceImages,
      ]),
    ).toEqual([['fluxkontextdev', 2]]);
    // FLUX.1 Kontext dev alone takes no seed image (nor mask nor strength) in the 2026 schema.
    expect(
      ARCHITECTURE_CAPABILITY_FACTS.filter((facts) => !facts.supportsSeedImage).map(
        (facts) => facts.code,
      ),
    ).toEqual(['fluxkontextdev']);
    // PuLID likewise: the 2026 schema gives pulid to FLUX.1 dev alone.
    expect(
      ARCHITECTURE_CAPABILITY_FACTS.filter((facts) => facts.supportsPulid).map(
        (facts) => facts.code,
      ),
    ).toEqual(['flux1d']);
  });
});

describe('imageInference is judged by the profile of the model architecture', () => {
  it('keeps the provider answers with the simulator profiles', () => {
    expect(refusalOf({ width: 2112 })).toMatchObject({
      code: 'invalidWidth',
      parameter: 'width',
      type: 'integer',
      message:
        'Invalid value for width parameter. The width must be a multiple of 64 between 128 and 2048.',
    });
    expect(refusalOf({ steps: 101 })).toMatchObject({
      code: 'invalidSteps',
      message: 'Invalid value for steps parameter. steps must be an integer between 1 and 100.',
    });
    expect(refusalOf({ lora: [{ model: SDXL_LORA, weight: 5 }] })).toMatchObject({
      code: 'invalidLoraWeight',
      message:
        'Invalid value for lora[0].weight parameter. The weight must be a number between -4 and 4.',
    });
    expect(parse({ width: 2048, height: 128, steps: 100 })).toMatchObject({
      width: 2048,
      height: 128,
      steps: 100,
    });
  });

  it('refuses sizes outside a narrower dimension profile and accepts its own multiple', () => {
    const narrow = lookupWith('sdxl', { dimensions: { min: 256, max: 1024, multiple: 32 } });
    expect(refusalOf({ width: 1088 }, narrow)).toMatchObject({
      code: 'invalidWidth',
      message:
        'Invalid value for width parameter. The width must be a multiple of 32 between 256 and 1024.',
    });
    expect(refusalOf({ height: 128 }, narrow)).toMatchObject({ code: 'invalidHeight' });
    expect(parse({ width: 992, height: 288 }, narrow)).toMatchObject({ width: 992, height: 288 });
    // 992 is no multiple of 64: the simulator's own profile refuses it.
    expect(refusalOf({ width: 992 })).toMatchObject({ code: 'invalidWidth' });
  });

  it('refuses steps outside the profile step range', () => {
    const short = lookupWith('sdxl', { stepRange: { min: 2, max: 50 } });
    expect(refusalOf({ steps: 60 }, short)).toMatchObject({
      code: 'invalidSteps',
      message: 'Invalid value for steps parameter. steps must be an integer between 2 and 50.',
    });
    expect(refusalOf({ steps: 1 }, short)).toMatchObject({ code: 'invalidSteps' });
    expect(parse({ steps: 50 }, short)).toMatchObject({ steps: 50 });
  });

  it('refuses adapter weights outside the profile ranges', () => {
    const weights = lookupWith('sdxl', {
      adapterWeights: {
        lora: { min: 0, max: 2 },
        controlNet: { min: 0, max: 2 },
        ipAdapters: { min: 0, max: 1 },
        embeddings: { min: -4, max: 4 },
      },
    });
    expect(refusalOf({ lora: [{ model: SDXL_LORA, weight: -1 }] }, weights)).toMatchObject({
      code: 'invalidLoraWeight',
      parameter: 'lora[0].weight',
      message:
        'Invalid value for lora[0].weight parameter. The weight must be a number between 0 and 2.',
    });
    expect(parse({ lora: [{ model: SDXL_LORA, weight: -1 }] })).toMatchObject({ width: 512 });
    const controlNet = [{ model: 'runware:20@1', guideImage: randomUUID(), weight: 1.5 }];
    expect(refusalOf({ controlNet })).toMatchObject({ code: 'invalidControlNetWeight' });
    expect(parse({ controlNet }, weights)).toMatchObject({ width: 512 });
  });

  it('follows the negative prompt acceptance of the profile', () => {
    const sdxlRefusing = lookupWith('sdxl', { acceptsNegativePrompt: false });
    expect(refusalOf({ negativePrompt: 'blurry' }, sdxlRefusing)).toMatchObject({
      code: 'unsupportedArchitectureNegativePrompt',
      baseModelArchitecture: 'sdxl',
    });
    const fluxAccepting = lookupWith('flux1d', { acceptsNegativePrompt: true });
    expect(
      parse(
        { model: FLUX_MODEL, negativePrompt: 'blurry', width: 1024, height: 1024 },
        fluxAccepting,
      ),
    ).toMatchObject({ negativePrompt: 'blurry' });
  });

  it('applies only the limits of the requested model architecture', () => {
    const sdxlNarrow = lookupWith('sdxl', {
      stepRange: { min: 1, max: 10 },
      dimensions: { min: 128, max: 512, multiple: 64 },
    });
    expect(refusalOf({ steps: 20 }, sdxlNarrow)).toMatchObject({ code: 'invalidSteps' });
    expect(parse({ model: SD1_MODEL, steps: 20, width: 1024 }, sdxlNarrow)).toMatchObject({
      steps: 20,
      width: 1024,
    });
    const fluxNarrow = lookupWith('flux1d', {
      adapterWeights: { ...ARCHITECTURES.flux1d.adapterWeights, lora: { min: 0, max: 0.5 } },
    });
    expect(
      refusalOf({ model: FLUX_MODEL, lora: [{ model: FLUX_LORA, weight: 1 }] }, fluxNarrow),
    ).toMatchObject({ code: 'invalidLoraWeight' });
    expect(parse({ lora: [{ model: SDXL_LORA, weight: 1 }] }, fluxNarrow)).toMatchObject({
      width: 512,
    });
  });
});
