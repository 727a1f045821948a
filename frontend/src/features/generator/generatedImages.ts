import type { GenerateImagesMutation } from '../../graphql/generated/graphql';
import type { GenerationParameters, ImageFormat } from './generationParameters';

/** One result on the preview. */
export interface GeneratedImage {
  /** A timestamp plus the image's index. */
  id: string;
  url: string;
  format: ImageFormat;
  prompt: string;
  model_id: string;
  width: number;
  height: number;
  negative_prompt?: string;
  /** Every parameter it was made with, plus its cost. */
  params: GenerationParameters & { cost?: number };
  /** The seed the provider used (the parameter may be null: random). */
  seed?: number;
  /** The generation (or creator tool call) that made it: saving records it. */
  generationId: string;
  /** The provider's id of the image: a source or tool input without uploading it again. */
  imageUUID?: string;
  /** The provider's content check found adult content (only asked with checkNsfw). */
  nsfw?: boolean;
  /** What a creator tool did to make it ('Upscaled ×2'); absent for generated images. */
  tool?: string;
}

type GenerationResult = GenerateImagesMutation['generateImages'];

/** What the images are read from: a generate answer, or the generation followed after a reload. */
export interface GenerationImagesSource {
  generationId: GenerationResult['generationId'];
  images: readonly GenerationResult['images'][number][];
}

/** The preview's images from a generate answer and the parameters that asked for them. */
export function imagesFromResult<Source extends GenerationImagesSource>(
  result: Source,
  parameters: GenerationParameters,
  negativePrompt: string | undefined,
  now: number = Date.now(),
): GeneratedImage[] {
  // Hires fix draws the images again at twice the width and height.
  const scale = parameters.hiresFix ? 2 : 1;
  return result.images
    .filter((image) => image.imageURL)
    .map((image, index) => ({
      id: `${now}-${index}`,
      url: image.imageURL,
      format: parameters.format,
      prompt: parameters.prompt,
      model_id: parameters.model_id,
      width: parameters.width * scale,
      height: parameters.height * scale,
      ...(negativePrompt !== undefined ? { negative_prompt: negativePrompt } : {}),
      params: { ...parameters, ...(image.cost != null ? { cost: image.cost } : {}) },
      ...(image.seed != null ? { seed: image.seed } : {}),
      generationId: result.generationId,
      ...(image.imageUUID ? { imageUUID: image.imageUUID } : {}),
      ...(image.nsfw != null ? { nsfw: image.nsfw } : {}),
    }));
}

/** 'ai-image-{id}.{format}', png when the format is missing. */
export function downloadFileName(image: { id: string; format?: string | null }): string {
  return `ai-image-${image.id}.${image.format || 'png'}`;
}

/** The total cost badge: '$' and four decimals. */
export function formatCost(total: number): string {
  return `$${total.toFixed(4)}`;
}

/** Preview grid columns: one per image up to three. */
export function gridColumns(count: number): 1 | 2 | 3 {
  return count <= 1 ? 1 : count === 2 ? 2 : 3;
}
