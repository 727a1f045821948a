import type { GenerateImagesInput } from '../../../graphql/generated/graphql';
import type { Extension } from './outpaintSize';
import { extendedSize } from './outpaintSize';

/** The image an expansion starts from, wherever it is shown (a result or a saved image). */
export interface ExpandSource {
  /** As seedImage names it: a result's imageUUID, or creation:<id> of a saved image. */
  seedImage: string;
  url: string;
  width: number;
  height: number;
  prompt: string;
  negativePrompt?: string;
  /** The AIR of the model that made it. */
  model: string;
}

/** An expansion as the dialog hands it on: the generate input (without a task id) and its image. */
export interface ExpandRequest {
  input: GenerateImagesInput;
  source: ExpandSource;
}

/** The fewest characters the server takes in a prompt (or a negative prompt). */
const MIN_PROMPT_LENGTH = 2;

/**
 * The generate input of an expansion: the image as the seed, the sides as outpaint, width and
 * height the extended size, one image; the image's negative prompt where the model takes one.
 */
export function expandInput(
  source: ExpandSource,
  settings: {
    prompt: string;
    extension: Extension;
    blur: number;
    negativePromptSupported: boolean;
  },
): GenerateImagesInput {
  const { width, height } = extendedSize(source, settings.extension);
  const negativePrompt = source.negativePrompt?.trim();
  return {
    prompt: settings.prompt.trim(),
    ...(settings.negativePromptSupported &&
    negativePrompt &&
    negativePrompt.length >= MIN_PROMPT_LENGTH
      ? { negativePrompt }
      : {}),
    model: source.model,
    seedImage: source.seedImage,
    outpaint: { ...settings.extension, blur: settings.blur },
    width,
    height,
    imageCount: 1,
  };
}

export function promptTooShort(prompt: string): boolean {
  return prompt.trim().length < MIN_PROMPT_LENGTH;
}
