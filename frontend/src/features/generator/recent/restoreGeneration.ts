import type { RecentGenerationFragment } from '../../../graphql/generated/graphql';
import { type GeneratedImage, imagesFromResult } from '../generatedImages';
import { defaultParameters, type GenerationParameters } from '../generationParameters';
import { normalizeParameters } from '../normalizeParameters';
import type { GenerationResults } from '../state/useGeneration';
import { type ImageTool, toolResultImages } from '../tools/toolResults';
import { UPSCALE_FACTORS } from '../tools/upscaleLimit';

export type RecentGeneration = RecentGenerationFragment;

/** An image's own size, measured once it has loaded in the strip. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Images the user may see again as results: generations and the image-making tools. */
const IMAGE_TASKS: ReadonlySet<RecentGeneration['taskType']> = new Set([
  'imageInference',
  'upscale',
  'removeBackground',
]);

/** A tool's result points at its source through a chain at most this long (a cycle ends it). */
const MAX_SOURCE_DEPTH = 5;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Whether it is a succeeded generation or image tool call with at least one image to show. */
export function isShowable(generation: RecentGeneration): boolean {
  return (
    generation.status === 'succeeded' &&
    IMAGE_TASKS.has(generation.taskType) &&
    generation.images.some((image) => image.imageURL)
  );
}

/** The creator tool a generation ran; null for a generation from a prompt. */
export function toolOf(generation: RecentGeneration): ImageTool | null {
  if (generation.taskType === 'removeBackground') return { kind: 'removeBackground' };
  if (generation.taskType !== 'upscale') return null;
  const asked = record(generation.parameters).upscaleFactor;
  const factor = UPSCALE_FACTORS.find((candidate) => candidate === asked) ?? 2;
  return { kind: 'upscale', factor };
}

/** The generation whose image a tool call worked on, when it is among the known ones. */
function sourceGeneration(
  generation: RecentGeneration,
  known: readonly RecentGeneration[],
): RecentGeneration | undefined {
  // The dashboard names a result by its imageUUID, else its URL (toolReference).
  const reference = record(generation.parameters).image;
  if (typeof reference !== 'string' || !reference) return undefined;
  return known.find(
    (candidate) =>
      candidate.id !== generation.id &&
      candidate.images.some(
        (image) => image.imageUUID === reference || image.imageURL === reference,
      ),
  );
}

/** The prompt behind a generation: its own, or for a tool result its source's ('' if unknown). */
export function promptOf(
  generation: RecentGeneration,
  known: readonly RecentGeneration[],
  depth = 0,
): string {
  if (!toolOf(generation)) {
    const prompt = record(generation.parameters).prompt;
    return typeof prompt === 'string' ? prompt.trim() : '';
  }
  const source = depth < MAX_SOURCE_DEPTH ? sourceGeneration(generation, known) : undefined;
  return source ? promptOf(source, known, depth + 1) : '';
}

/**
 * The settings a past generation was made with, as the form holds them; for a tool's result, its
 * source's. Null when they are unknown: a tool result whose source is not among `known`.
 */
export function settingsOf(
  generation: RecentGeneration,
  known: readonly RecentGeneration[],
  depth = 0,
): GenerationParameters | null {
  if (toolOf(generation)) {
    const source = depth < MAX_SOURCE_DEPTH ? sourceGeneration(generation, known) : undefined;
    return source ? settingsOf(source, known, depth + 1) : null;
  }
  // The generate call's input, kept with it; the model it ran when the input does not say.
  return normalizeParameters({ model: generation.modelAir, ...record(generation.parameters) });
}

function createdAtMs(generation: RecentGeneration): number {
  const time = Date.parse(generation.createdAt);
  return Number.isFinite(time) ? time : Date.now();
}

function imagesOf(
  generation: RecentGeneration,
  known: readonly RecentGeneration[],
  measured: ReadonlyMap<string, ImageSize>,
  depth: number,
): GeneratedImage[] | null {
  const result = { generationId: generation.id, images: generation.images };
  // Ids from the generation's time: stable, so the same generation keeps its download names.
  const now = createdAtMs(generation);
  const tool = toolOf(generation);
  if (!tool) {
    const stored = record(generation.parameters);
    const negativePrompt =
      typeof stored.negativePrompt === 'string' ? stored.negativePrompt : undefined;
    return imagesFromResult(result, normalizeParameters(stored), negativePrompt, now);
  }

  // A tool result takes its source's prompt and settings, as it did when it was made.
  const source = depth < MAX_SOURCE_DEPTH ? sourceGeneration(generation, known) : undefined;
  const reference = record(generation.parameters).image;
  const sourceImage = source
    ? imagesOf(source, known, measured, depth + 1)?.find(
        (image) => image.imageUUID === reference || image.url === reference,
      )
    : undefined;
  if (sourceImage) return toolResultImages(result, sourceImage, tool, now);

  // Source out of reach: the result's own size, once its thumbnail has been measured.
  const firstUrl = generation.images.find((image) => image.imageURL)?.imageURL;
  const size = firstUrl ? measured.get(firstUrl) : undefined;
  if (!size) return null;
  const standIn: GeneratedImage = {
    id: generation.id,
    url: typeof reference === 'string' ? reference : '',
    format: 'png',
    prompt: '',
    model_id: generation.modelAir,
    ...size,
    params: { ...defaultParameters(), model_id: generation.modelAir, ...size },
    generationId: generation.id,
  };
  return toolResultImages(result, standIn, tool, now).map((image) => ({
    ...image,
    ...size,
    params: { ...image.params, ...size },
  }));
}

/**
 * A past generation as the preview shows results, built the way fresh ones are (imagesFromResult,
 * toolResultImages), so Save, Download, the tools and "Use as source" work on them alike. A tool's
 * result comes back as it was made: its source's results, with it among the tool results. Null
 * while a tool result's size is unknown: its source is not among `known` and it is not measured.
 */
export function restoreGeneration(
  generation: RecentGeneration,
  known: readonly RecentGeneration[],
  measured: ReadonlyMap<string, ImageSize> = new Map(),
  depth = 0,
): GenerationResults | null {
  const images = imagesOf(generation, known, measured, depth);
  if (!images || images.length === 0) return null;

  const source =
    toolOf(generation) && depth < MAX_SOURCE_DEPTH
      ? sourceGeneration(generation, known)
      : undefined;
  const withSource = source ? restoreGeneration(source, known, measured, depth + 1) : null;
  if (withSource) {
    return { ...withSource, toolResults: [...(withSource.toolResults ?? []), ...images] };
  }
  return {
    images,
    totalCost:
      generation.providerCostUsd ??
      generation.images.reduce((sum, image) => sum + (image.cost ?? 0), 0),
    creditsCharged: generation.creditsCharged,
    ...(generation.charged ? {} : { ownKey: true }),
  };
}
