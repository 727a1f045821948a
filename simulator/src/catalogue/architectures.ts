import { type ArchitectureCode } from './catalogue-model.js';

/**
 * Models whose adapters (LoRA, ControlNet, VAE, ...) are interchangeable. Distilled and accelerated
 * variants load the adapters of their parent model, as they do at the provider.
 */
/**
 * FLUX.1 Kontext is a family of its own: a FLUX.1 dev LoRA on it is refused (`unsupportedLoraModel`,
 * as a third party saw on the live API).
 */
export type ArchitectureFamily =
  'sdxl' | 'pony' | 'sd1' | 'sd3' | 'flux' | 'fluxkontext' | 'hidream';

export type AdapterKind = 'vae' | 'controlNet' | 'ipAdapters' | 'embeddings' | 'refiner';

/** The adapter lists of an imageInference task whose items carry a `weight`. */
export type WeightedAdapterKind = 'lora' | 'controlNet' | 'ipAdapters' | 'embeddings';

export const WEIGHTED_ADAPTER_KINDS: readonly WeightedAdapterKind[] = [
  'lora',
  'controlNet',
  'ipAdapters',
  'embeddings',
];

/** An inclusive range. */
export interface Range {
  min: number;
  max: number;
}

/** Width and height: each in `min`..`max` and a multiple of `multiple`. */
export interface DimensionLimits extends Range {
  multiple: number;
}

export interface ArchitectureProfile {
  code: ArchitectureCode;
  /** The display name the product's admin import maps the code to. */
  displayName: string;
  family: ArchitectureFamily;
  defaultEdge: 512 | 1024;
  defaultSteps: number;
  defaultCFG: number;
  defaultScheduler: string;
  /** USD for one 1024×1024 image at `costReferenceSteps` steps (the simulator's price list). */
  costPerImage: number;
  costReferenceSteps: number;
  acceptsNegativePrompt: boolean;
  /** Adapter kinds other than LoRA that the architecture can load. */
  adapters: readonly AdapterKind[];
  /** The `steps` the provider accepts (invalidSteps outside). */
  stepRange: Range;
  /** The `width` and `height` the provider accepts (invalidWidth / invalidHeight outside). */
  dimensions: DimensionLimits;
  /** The `weight` the provider accepts for each adapter list (invalid<Kind>Weight outside). */
  adapterWeights: Readonly<Record<WeightedAdapterKind, Range>>;
  /** The 2026 schema's per-architecture fields it takes. */
  features: SchemaFeatures;
}

/**
 * `hiresFix`, `ultralytics`, `layerDiffuse`, `outpaint`, `pulid` and `inputs.referenceImages`: each
 * refused where the architecture has not got it.
 */
export interface SchemaFeatures {
  hiresFix: boolean;
  ultralytics: boolean;
  layerDiffuse: boolean;
  outpaint: boolean;
  /** PuLID identity images: FLUX.1 Dev alone in the 2026 schema. */
  pulid: boolean;
  /**
   * How many `inputs.referenceImages` it takes; 0 where it takes none. FLUX.1 Kontext dev alone
   * here: the 2026 map lists the field for it with no bound, the older docs say up to 2.
   */
  referenceImages: number;
  /**
   * `seedImage`, `maskImage` and `strength` (image to image, inpainting): every architecture but
   * FLUX.1 Kontext dev, whose 2026 params edit through `inputs.referenceImages` alone.
   */
  seedImage: boolean;
  /**
   * Whether `width` and `height` may be left out (then `defaultEdge` square): FLUX.1 Kontext dev
   * alone, whose 2026 params mark them optional; every other architecture requires them.
   */
  sizeOptional: boolean;
}

const NO_FEATURES: SchemaFeatures = {
  hiresFix: false,
  ultralytics: false,
  layerDiffuse: false,
  outpaint: false,
  pulid: false,
  referenceImages: 0,
  seedImage: true,
  sizeOptional: false,
};
/** SD 1.5, SDXL (base, Turbo, Lightning), Pony and FLUX.1 in the 2026 schema. */
const REFINES: SchemaFeatures = {
  hiresFix: true,
  ultralytics: true,
  layerDiffuse: false,
  outpaint: true,
  pulid: false,
  referenceImages: 0,
  seedImage: true,
  sizeOptional: false,
};

/** The provider's limits, today the same for every architecture. */
const STEP_RANGE: Range = { min: 1, max: 100 };
const DIMENSIONS: DimensionLimits = { min: 128, max: 2048, multiple: 64 };
const ADAPTER_WEIGHTS: Readonly<Record<WeightedAdapterKind, Range>> = {
  lora: { min: -4, max: 4 },
  controlNet: { min: 0, max: 1 },
  ipAdapters: { min: 0, max: 1 },
  embeddings: { min: -4, max: 4 },
};

const unet: readonly AdapterKind[] = ['vae', 'controlNet', 'ipAdapters', 'embeddings'];
const sdxlUnet: readonly AdapterKind[] = [...unet, 'refiner'];

export const ARCHITECTURES: Readonly<Record<ArchitectureCode, ArchitectureProfile>> = {
  sdxl: refining(profile('sdxl', 'SDXL 1.0', 'sdxl', 1024, 30, 7, 0.0019, 30, sdxlUnet)),
  sdxlturbo: refining(
    profile('sdxlturbo', 'SDXL Turbo', 'sdxl', 1024, 4, 1.5, 0.0006, 4, sdxlUnet),
  ),
  sdxllightning: refining(
    profile('sdxllightning', 'SDXL Lightning', 'sdxl', 1024, 6, 1.5, 0.0008, 6, unet),
  ),
  sdxlhyper: profile('sdxlhyper', 'SDXL Hyper', 'sdxl', 1024, 8, 2, 0.0009, 8, unet),
  sdxldistilled: profile('sdxldistilled', 'SDXL Distilled', 'sdxl', 1024, 20, 6, 0.0014, 20, unet),
  sdxllcm: profile('sdxllcm', 'SDXL 1.0 LCM', 'sdxl', 1024, 6, 1.5, 0.0008, 6, unet),
  sd1x: refining(profile('sd1x', 'SD 1.5', 'sd1', 512, 25, 7, 0.0009, 25, unet)),
  sd1xlcm: profile('sd1xlcm', 'SD 1.5 LCM', 'sd1', 512, 6, 1.5, 0.0004, 6, unet),
  sdhyper: profile('sdhyper', 'SD 1.5 Hyper', 'sd1', 512, 8, 2, 0.0005, 8, unet),
  sd3: profile('sd3', 'SD 3', 'sd3', 1024, 28, 5, 0.0035, 28, ['controlNet']),
  pony: refining(profile('pony', 'Pony', 'pony', 1024, 25, 7, 0.0019, 25, sdxlUnet)),
  flux1d: {
    ...profile('flux1d', 'FLUX.1 D', 'flux', 1024, 28, 3.5, 0.0027, 28, [
      'controlNet',
      'ipAdapters',
    ]),
    acceptsNegativePrompt: false,
    features: { ...REFINES, layerDiffuse: true, pulid: true },
  },
  flux1s: {
    ...profile('flux1s', 'FLUX.1 S', 'flux', 1024, 4, 1, 0.0013, 4, ['controlNet']),
    acceptsNegativePrompt: false,
    features: REFINES,
  },
  // An instruction edit: the prompt says what to change in the reference images. Its 2026 params
  // take face refinement (ultralytics) and LoRA, but no ControlNet, IP-Adapter, VAE or seed image.
  fluxkontextdev: {
    ...profile('fluxkontextdev', 'FLUX.1 Kontext D', 'fluxkontext', 1024, 28, 2.5, 0.0105, 28, []),
    features: {
      ...NO_FEATURES,
      ultralytics: true,
      referenceImages: 2,
      seedImage: false,
      sizeOptional: true,
    },
  },
  hidreamfull: profile('hidreamfull', 'HiDream Full', 'hidream', 1024, 30, 5, 0.009, 30, []),
  hidreamdev: profile('hidreamdev', 'HiDream Dev', 'hidream', 1024, 28, 1, 0.0045, 28, []),
  hidreamfast: profile('hidreamfast', 'HiDream Fast', 'hidream', 1024, 16, 1, 0.0038, 16, []),
};

function profile(
  code: ArchitectureCode,
  displayName: string,
  family: ArchitectureFamily,
  defaultEdge: 512 | 1024,
  defaultSteps: number,
  defaultCFG: number,
  costPerImage: number,
  costReferenceSteps: number,
  adapters: readonly AdapterKind[],
): ArchitectureProfile {
  return {
    code,
    displayName,
    family,
    defaultEdge,
    defaultSteps,
    defaultCFG,
    defaultScheduler: 'Default',
    costPerImage,
    costReferenceSteps,
    acceptsNegativePrompt: true,
    adapters,
    stepRange: STEP_RANGE,
    dimensions: DIMENSIONS,
    adapterWeights: ADAPTER_WEIGHTS,
    features: NO_FEATURES,
  };
}

function refining(base: ArchitectureProfile): ArchitectureProfile {
  return { ...base, features: REFINES };
}

export function architectureOf(code: ArchitectureCode): ArchitectureProfile {
  return ARCHITECTURES[code];
}

/**
 * The provider facts of one architecture in the vocabulary of the product's architecture
 * capabilities, for a contract test comparing the two (`@studio/simulator/architectures`).
 */
export interface ArchitectureCapabilityFacts {
  code: ArchitectureCode;
  displayName: string;
  supportsNegativePrompt: boolean;
  supportsLoRA: boolean;
  supportsControlNet: boolean;
  supportsVAE: boolean;
  supportsIPAdapter: boolean;
  minSteps: number;
  maxSteps: number;
  minDimension: number;
  maxDimension: number;
  dimensionMultiple: number;
  /** The `weight` range of each adapter list (LoRA −4..4, ControlNet and IP-Adapter 0..1). */
  adapterWeights: Readonly<Record<WeightedAdapterKind, Range>>;
  supportsHiresFix: boolean;
  supportsFaceRefinement: boolean;
  supportsTransparentBackground: boolean;
  supportsOutpaint: boolean;
  supportsPulid: boolean;
  maxReferenceImages: number;
  supportsSeedImage: boolean;
}

export function capabilityFacts(profile: ArchitectureProfile): ArchitectureCapabilityFacts {
  return {
    code: profile.code,
    displayName: profile.displayName,
    supportsNegativePrompt: profile.acceptsNegativePrompt,
    // Every architecture loads LoRAs of its own family; the other kinds are listed per profile.
    supportsLoRA: true,
    supportsControlNet: profile.adapters.includes('controlNet'),
    supportsVAE: profile.adapters.includes('vae'),
    supportsIPAdapter: profile.adapters.includes('ipAdapters'),
    minSteps: profile.stepRange.min,
    maxSteps: profile.stepRange.max,
    minDimension: profile.dimensions.min,
    maxDimension: profile.dimensions.max,
    dimensionMultiple: profile.dimensions.multiple,
    adapterWeights: profile.adapterWeights,
    supportsHiresFix: profile.features.hiresFix,
    supportsFaceRefinement: profile.features.ultralytics,
    supportsTransparentBackground: profile.features.layerDiffuse,
    supportsOutpaint: profile.features.outpaint,
    supportsPulid: profile.features.pulid,
    maxReferenceImages: profile.features.referenceImages,
    supportsSeedImage: profile.features.seedImage,
  };
}

/** The facts of every architecture the simulator knows, in catalogue order. */
export const ARCHITECTURE_CAPABILITY_FACTS: readonly ArchitectureCapabilityFacts[] =
  Object.values(ARCHITECTURES).map(capabilityFacts);
