import type { SaveCreationInput } from '../../../graphql/generated/graphql';
import type { GeneratedImage } from '../generatedImages';
import { storableParameters } from '../normalizeParameters';

/** Where a save goes: a folder by id, or by name (the server creates it when missing). */
export type SaveTarget = { folderId: string } | { folderName: string };

/** The saveCreation input for a result: its URL (the server copies the bytes) and its settings. */
export function saveCreationInput(image: GeneratedImage, target: SaveTarget): SaveCreationInput {
  const { cost, ...parameters } = image.params;
  return {
    ...target,
    imageUrl: image.url,
    prompt: image.prompt,
    negativePrompt: image.negative_prompt,
    modelId: image.model_id,
    width: image.width,
    height: image.height,
    format: image.format,
    parameters: {
      ...storableParameters(parameters),
      ...(cost !== undefined ? { cost } : {}),
      ...(image.seed !== undefined ? { seed: image.seed } : {}),
    },
    generationId: image.generationId,
  };
}
