import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import { copiedSettingsOf, parametersOf } from '../gallery/generationDetails';
import { DEFAULT_DIMENSION, defaultParameters } from '../generator/generationParameters';

/**
 * The settings a past generation was made with, in the very shape the gallery's "Copy Settings to
 * Dashboard" stores: its kept parameters (the generate call's input) with prompt, negative_prompt,
 * model_id, width, height and format on top. A value the parameters lack takes the dashboard's
 * default, so the dashboard always gets a whole set.
 */
export function copiedSettingsOfGeneration(
  generation: Pick<GenerationHistoryEntryFragment, 'modelAir' | 'parameters'>,
): Record<string, unknown> {
  const parameters = parametersOf(generation);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const dimension = (value: unknown) => (typeof value === 'number' ? value : DEFAULT_DIMENSION);
  return copiedSettingsOf({
    imageUrl: '',
    prompt: text(parameters.prompt) ?? '',
    negativePrompt: text(parameters.negativePrompt) ?? null,
    modelId: generation.modelAir,
    width: dimension(parameters.width),
    height: dimension(parameters.height),
    format: text(parameters.format) ?? defaultParameters().format,
    parameters,
  });
}
