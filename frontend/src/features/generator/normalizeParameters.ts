import { COMBINE_METHODS, WEIGHT_TYPES } from './ipAdapterOptions';
import {
  CONTROL_MODES,
  type ControlMode,
  type ControlNetItem,
  DEFAULT_DIMENSION,
  defaultParameters,
  type ExtraModel,
  type FaceRefinement,
  type GenerationParameters,
  HIRES_FIX_UPSCALERS,
  type HiresFix,
  IMAGE_FORMATS,
  type ImageFormat,
  type IpAdapterItem,
  LIMITS,
  PROMPT_WEIGHTINGS,
  type PromptStyleChoice,
  type ReferenceChoice,
  type ReferenceImageChoice,
  type PromptWeighting,
  type RemixOf,
  type VaeChoice,
  type WeightedAir,
} from './generationParameters';

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function numberFrom(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
}

function inRange(value: unknown, min: number, max: number, whole = false): number | undefined {
  const number = numberFrom(value);
  if (number === undefined || number < min || number > max) return undefined;
  if (whole && !Number.isInteger(number)) return undefined;
  return number;
}

function firstDefined<T>(...values: (T | undefined)[]): T | undefined {
  return values.find((value) => value !== undefined);
}

function weightOf(item: Loose): number {
  return inRange(item.weight, LIMITS.weight.min, LIMITS.weight.max) ?? LIMITS.weight.initial;
}

function extraModel(item: unknown): ExtraModel | null {
  if (!isRecord(item)) return null;
  const id = nonEmptyText(item.id) ?? nonEmptyText(item.model);
  if (!id) return null;
  const architectureId = numberFrom(item.architectureId);
  return {
    id,
    name: nonEmptyText(item.name) ?? id,
    weight: weightOf(item),
    ...(architectureId !== undefined ? { architectureId } : {}),
  };
}

function listOf<T>(value: unknown, read: (item: unknown) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.map(read).filter((item): item is T => item !== null);
}

function controlNet(item: unknown): ControlNetItem | null {
  const base = extraModel(item);
  if (!base || !isRecord(item)) return null;
  const startStep = inRange(item.startStep, 1, Number.MAX_SAFE_INTEGER, true);
  const endStep = inRange(item.endStep, 1, Number.MAX_SAFE_INTEGER, true);
  const controlMode = CONTROL_MODES.find((mode) => mode === item.controlMode) as
    ControlMode | undefined;
  const guideImage = nonEmptyText(item.guideImage);
  return {
    ...base,
    ...(guideImage ? { guideImage } : {}),
    ...(startStep !== undefined ? { startStep } : {}),
    ...(endStep !== undefined ? { endStep } : {}),
    ...(controlMode ? { controlMode } : {}),
  };
}

function ipAdapter(item: unknown): IpAdapterItem | null {
  const base = extraModel(item);
  if (!base || !isRecord(item)) return null;
  const guideImage = nonEmptyText(item.guideImage);
  const guideImages = Array.isArray(item.guideImages)
    ? item.guideImages.map(nonEmptyText).filter((image): image is string => Boolean(image))
    : [];
  const combineMethod = COMBINE_METHODS.find((method) => method === item.combineMethod);
  const weightType = WEIGHT_TYPES.find((type) => type === item.weightType);
  return {
    ...base,
    ...(guideImage ? { guideImage } : {}),
    ...(guideImages.length > 0 ? { guideImages } : {}),
    ...(combineMethod ? { combineMethod } : {}),
    ...(weightType ? { weightType } : {}),
  };
}

function weightedAir(item: unknown): WeightedAir | null {
  const base = extraModel(item);
  return base ? { id: base.id, weight: base.weight } : null;
}

function vaeOf(value: unknown): VaeChoice | null {
  if (typeof value === 'string' && value.trim()) return { id: value, name: value };
  if (!isRecord(value)) return null;
  const id = nonEmptyText(value.id) ?? nonEmptyText(value.model);
  return id ? { id, name: nonEmptyText(value.name) ?? id } : null;
}

/** The dashboard's own `style`, or a generation's recorded styleId and styleName (copied settings). */
function styleOf(raw: Loose): PromptStyleChoice | null {
  const style = isRecord(raw.style) ? raw.style : { id: raw.styleId, name: raw.styleName };
  const id = nonEmptyText(style.id);
  const name = nonEmptyText(style.name);
  return id && name ? { id, name } : null;
}

/** The dashboard's own `reference`: an id and a known kind, else none. */
function referenceOf(value: unknown): ReferenceChoice | null {
  if (!isRecord(value)) return null;
  const id = nonEmptyText(value.id);
  const kind = value.kind === 'character' || value.kind === 'style' ? value.kind : null;
  return id && kind ? { id, kind } : null;
}

/**
 * Reference images to edit, at most four: the dashboard's own (image and preview), or as the
 * server keeps a generation's (the sent strings, of which only saved images, creation:<id>, last;
 * shown without a preview). Else none.
 */
function referenceImagesOf(value: unknown): ReferenceImageChoice[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item): ReferenceImageChoice[] => {
      if (typeof item === 'string')
        return isCreationReference(item) ? [{ image: item, preview: null }] : [];
      if (!isRecord(item)) return [];
      const image = nonEmptyText(item.image);
      const preview = nonEmptyText(item.preview);
      return image && preview ? [{ image, preview }] : [];
    })
    .slice(0, 4);
}

function formatOf(value: unknown): ImageFormat | undefined {
  const lower = text(value)?.toLowerCase();
  const format = lower === 'jpg' ? 'jpeg' : lower;
  return IMAGE_FORMATS.find((candidate) => candidate === format);
}

function dimension(value: unknown): number | undefined {
  return inRange(value, 1, Number.MAX_SAFE_INTEGER, true);
}

/** A refinement pass's whole steps (1 to 100) and strength (0 to 1); null unless both are. */
function passOf(value: Loose) {
  const steps = inRange(value.steps, 1, 100, true);
  const strength = inRange(value.strength, 0, 1);
  return steps !== undefined && strength !== undefined ? { steps, strength } : null;
}

/** Hires fix as stored: on with a known upscaler and its pass, anything else is off. */
function hiresFixOf(value: unknown): HiresFix | null {
  if (!isRecord(value)) return null;
  const upscaler = HIRES_FIX_UPSCALERS.find((known) => known === value.upscaler);
  const pass = passOf(value);
  return upscaler && pass ? { upscaler, ...pass } : null;
}

/** Face refinement as stored: on with its pass (and a confidence, when one is in range). */
function faceRefinementOf(value: unknown): FaceRefinement | null {
  const pass = isRecord(value) ? passOf(value) : null;
  if (!pass) return null;
  const confidence = inRange((value as Loose).confidence, 0, 1);
  return confidence === undefined ? pass : { ...pass, confidence };
}

/** creation:<id> names one of the user's saved images: it outlives the visit. */
export function isCreationReference(value: string | null): value is string {
  return value !== null && /^creation:[^\s]+$/.test(value);
}

function seedOf(value: unknown): number | null {
  return inRange(value, 0, Number.MAX_SAFE_INTEGER, true) ?? null;
}

/**
 * Reads generation parameters from anything stored (remembered settings, a favorite, settings
 * copied from the gallery): every field that is missing or malformed takes its default, so a bad
 * entry never breaks the dashboard. Both the spec's names (negative_prompt, model_id) and the
 * server's (negativePrompt, modelId) are understood.
 */
export function normalizeParameters(raw: unknown): GenerationParameters {
  const defaults = defaultParameters();
  if (!isRecord(raw)) return defaults;
  const width = dimension(raw.width) ?? DEFAULT_DIMENSION;
  const height = dimension(raw.height) ?? DEFAULT_DIMENSION;
  const presetFallback =
    width === defaults.width && height === defaults.height ? defaults.sizePreset : 'custom';
  const format = formatOf(raw.format) ?? defaults.format;
  return {
    prompt: text(raw.prompt) ?? defaults.prompt,
    negative_prompt:
      firstDefined(text(raw.negative_prompt), text(raw.negativePrompt)) ?? defaults.negative_prompt,
    style: styleOf(raw),
    reference: referenceOf(raw.reference),
    referenceImages: referenceImagesOf(raw.referenceImages),
    model_id:
      firstDefined(
        nonEmptyText(raw.model_id),
        nonEmptyText(raw.modelId),
        nonEmptyText(raw.model),
      ) ?? defaults.model_id,
    width,
    height,
    hd: typeof raw.hd === 'boolean' ? raw.hd : defaults.hd,
    sizePreset: nonEmptyText(raw.sizePreset) ?? presetFallback,
    format,
    imageCount:
      inRange(raw.imageCount, LIMITS.imageCount.min, LIMITS.imageCount.max, true) ??
      defaults.imageCount,
    loras: listOf(raw.loras, extraModel),
    embeddings: listOf(raw.embeddings, extraModel),
    controlnets: listOf(raw.controlnets ?? raw.controlNets, controlNet),
    ipadapters: listOf(raw.ipadapters ?? raw.ipAdapters, ipAdapter),
    airs: listOf(raw.airs, weightedAir),
    vae: vaeOf(raw.vae),
    scheduler: nonEmptyText(raw.scheduler) ?? defaults.scheduler,
    steps: inRange(raw.steps, LIMITS.steps.min, LIMITS.steps.max, true) ?? defaults.steps,
    cfgScale: inRange(raw.cfgScale, LIMITS.cfgScale.min, LIMITS.cfgScale.max) ?? defaults.cfgScale,
    seed: seedOf(raw.seed),
    promptWeighting:
      (PROMPT_WEIGHTINGS.find((value) => value === raw.promptWeighting) as
        PromptWeighting | undefined) ?? defaults.promptWeighting,
    clipSkip:
      inRange(raw.clipSkip, LIMITS.clipSkip.min, LIMITS.clipSkip.max, true) ?? defaults.clipSkip,
    folder: nonEmptyText(raw.folder) ?? defaults.folder,
    checkNsfw: typeof raw.checkNsfw === 'boolean' ? raw.checkNsfw : defaults.checkNsfw,
    ...sourceOf(raw),
    strength: inRange(raw.strength, LIMITS.strength.min, LIMITS.strength.max) ?? defaults.strength,
    remixOf: remixOfFrom(raw.remixOf),
    hiresFix: hiresFixOf(raw.hiresFix),
    faceRefinement: faceRefinementOf(raw.faceRefinement),
    // A transparent background needs PNG.
    transparentBackground: raw.transparentBackground === true && format === 'png',
  };
}

/** A shared image's slug and id, as "Remix" leaves them; anything else is none. */
function remixOfFrom(value: unknown): RemixOf | null {
  if (!isRecord(value)) return null;
  const slug = nonEmptyText(value.slug);
  const creationId = nonEmptyText(value.creationId);
  return slug && creationId ? { slug, creationId } : null;
}

/** The source image and its mask; a mask without a source means nothing and is dropped. */
function sourceOf(
  raw: Loose,
): Pick<GenerationParameters, 'seedImage' | 'maskImage' | 'maskMargin'> {
  const seedImage = nonEmptyText(raw.seedImage) ?? null;
  const maskImage = seedImage ? (nonEmptyText(raw.maskImage) ?? null) : null;
  const maskMargin = maskImage ? (inRange(raw.maskMargin, 32, 128, true) ?? null) : null;
  return { seedImage, maskImage, maskMargin };
}

/**
 * The parameters as stored: inline (data:) guide images are left out, they would fill storage;
 * so are images the provider holds only for a while (an uploaded source, a result, a mask): a
 * saved image (creation:<id>) stays the source.
 */
export function storableParameters(parameters: GenerationParameters): GenerationParameters {
  const withoutInline = <T extends { guideImage?: string }>(item: T): T => {
    if (!item.guideImage?.startsWith('data:')) return item;
    const copy = { ...item };
    delete copy.guideImage;
    return copy;
  };
  const withoutInlineReferences = (item: IpAdapterItem): IpAdapterItem => {
    const kept = withoutInline(item);
    if (!kept.guideImages) return kept;
    return { ...kept, guideImages: kept.guideImages.filter((image) => !image.startsWith('data:')) };
  };
  return {
    ...parameters,
    controlnets: parameters.controlnets.map(withoutInline),
    ipadapters: parameters.ipadapters.map(withoutInlineReferences),
    seedImage: isCreationReference(parameters.seedImage) ? parameters.seedImage : null,
    referenceImages: parameters.referenceImages.filter(({ image }) => isCreationReference(image)),
    maskImage: null,
  };
}
