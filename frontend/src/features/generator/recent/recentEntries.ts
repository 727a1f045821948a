import type { GeneratedImage } from '../generatedImages';
import { toolLabel } from '../tools/toolResults';
import {
  isShowable,
  promptOf,
  type RecentGeneration,
  restoreGeneration,
  toolOf,
} from './restoreGeneration';

/** One thumbnail of the strip. */
export interface RecentEntry {
  /** The generation's id (results show it as their generationId). */
  id: string;
  /** The first image, as the thumbnail. */
  thumbnailUrl: string;
  /** What made it: the tool ('Upscaled ×2') or the model's name. */
  label: string;
  /** The prompt behind it; '' when unknown. */
  prompt: string;
  imageCount: number;
  createdAt: string;
  /**
   * The thumbnail's image as a result, for what can be made from it (vary, expand, reference);
   * only for a generation from a prompt, whose settings a variation starts from.
   */
  image?: GeneratedImage;
}

/** The model's name when it ran; its AIR when the name was not recorded. */
function modelLabel(generation: RecentGeneration): string {
  return generation.modelName?.trim() || generation.modelAir;
}

/**
 * The strip's entries, newest first as the server lists them: only succeeded generations and
 * image tool calls with images. Failed, unfinished and text-only calls (describe, enhance) are
 * left out: there is nothing to show again.
 */
export function recentEntries(generations: readonly RecentGeneration[]): RecentEntry[] {
  return generations.filter(isShowable).map((generation) => {
    const images = generation.images.filter((image) => image.imageURL);
    const tool = toolOf(generation);
    const image = tool ? undefined : restoreGeneration(generation, generations)?.images[0];
    return {
      id: generation.id,
      thumbnailUrl: images[0]?.imageURL ?? '',
      label: tool ? toolLabel(tool) : modelLabel(generation),
      prompt: promptOf(generation, generations),
      imageCount: images.length,
      createdAt: generation.createdAt,
      ...(image ? { image } : {}),
    };
  });
}

/** Prompts run to thousands of characters: a name keeps their start. */
const NAMED_PROMPT_LENGTH = 80;

/** The button's name: what it is, from which prompt, how many images ('SDXL: a fox, 2 images'). */
export function entryName(entry: RecentEntry): string {
  const count = `${entry.imageCount} ${entry.imageCount === 1 ? 'image' : 'images'}`;
  if (!entry.prompt) return `${entry.label}, ${count}`;
  const prompt =
    entry.prompt.length > NAMED_PROMPT_LENGTH
      ? `${entry.prompt.slice(0, NAMED_PROMPT_LENGTH - 1).trimEnd()}…`
      : entry.prompt;
  return `${entry.label}: ${prompt}, ${count}`;
}
