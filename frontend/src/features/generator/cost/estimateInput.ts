import type { GenerateImagesInput } from '../../../graphql/generated/graphql';
import { buildGenerateInput, type GenerateContext } from '../buildGenerateInput';
import type { GenerationParameters } from '../generationParameters';
import { refusalBeforeGenerate } from '../generationRules';

/** The server refuses a shorter prompt; an estimate of it would only be a refusal. */
const MIN_PROMPT_LENGTH = 2;

/**
 * What to price: the generate input the click would send (without a task id, which only a real
 * generation takes), or null while the click would be refused before any request anyway.
 */
export function estimateInput(
  parameters: GenerationParameters,
  context: Omit<GenerateContext, 'taskUUID'>,
): GenerateImagesInput | null {
  if (parameters.prompt.trim().length < MIN_PROMPT_LENGTH) return null;
  if (
    refusalBeforeGenerate(
      parameters.prompt,
      parameters.negative_prompt,
      context.negativePromptSupported,
    )
  ) {
    return null;
  }
  return buildGenerateInput(parameters, { ...context, taskUUID: '' });
}
