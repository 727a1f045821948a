import type { GeneratorToolResultFragment } from '../../../graphql/generated/graphql';
import type { GeneratedImage } from '../generatedImages';
import { IMAGE_FORMATS, type ImageFormat } from '../generationParameters';
import type { UpscaleFactor } from './upscaleLimit';

/** A creator tool run on a result. */
export type ImageTool = { kind: 'upscale'; factor: UpscaleFactor } | { kind: 'removeBackground' };

/** How a tool result is captioned: 'Upscaled ×2', 'Background removed'. */
export function toolLabel(tool: ImageTool): string {
  return tool.kind === 'upscale' ? `Upscaled ×${tool.factor}` : 'Background removed';
}

/** How a tool names the image: the provider's id when known (no upload), else its URL. */
export function toolReference(image: Pick<GeneratedImage, 'imageUUID' | 'url'>): string {
  return image.imageUUID ?? image.url;
}

/** The format an address ends in (…/up.webp?sig=…), if it says. */
function formatFromUrl(url: string): ImageFormat | undefined {
  const path = url.split(/[?#]/)[0] ?? '';
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const format = extension === 'jpg' ? 'jpeg' : extension;
  return IMAGE_FORMATS.find((candidate) => candidate === format);
}

/** The source's settings at the new size, with the tool's own cost (not the source's). */
function paramsOf(
  source: GeneratedImage,
  width: number,
  height: number,
  cost: number | null,
): GeneratedImage['params'] {
  const params: GeneratedImage['params'] = { ...source.params, width, height };
  delete params.cost;
  return cost != null ? { ...params, cost } : params;
}

/**
 * A tool's images as results beside the generated ones: the source's prompt and settings, the new
 * size, and the tool's generation id (saving records that call). A background removal is a PNG
 * (it has transparency); an upscale keeps the format its address names, else the source's.
 */
export function toolResultImages(
  result: Pick<GeneratorToolResultFragment, 'generationId' | 'images'>,
  source: GeneratedImage,
  tool: ImageTool,
  now: number = Date.now(),
): GeneratedImage[] {
  const factor = tool.kind === 'upscale' ? tool.factor : 1;
  const width = source.width * factor;
  const height = source.height * factor;
  return result.images
    .filter((image) => image.imageURL)
    .map((image, index) => ({
      id: `${now}-${index}`,
      url: image.imageURL,
      format:
        tool.kind === 'removeBackground' ? 'png' : (formatFromUrl(image.imageURL) ?? source.format),
      prompt: source.prompt,
      model_id: source.model_id,
      width,
      height,
      ...(source.negative_prompt !== undefined ? { negative_prompt: source.negative_prompt } : {}),
      params: paramsOf(source, width, height, image.cost),
      generationId: result.generationId,
      ...(image.imageUUID ? { imageUUID: image.imageUUID } : {}),
      tool: toolLabel(tool),
    }));
}
