import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { PROMPT_MAX_LENGTH as MAX_SENT_PROMPT } from '../generation/prompt-limits.js';
import { PROMPT_PLACEHOLDER } from './prompt-style-limits.js';

/** What a generation sends once a style is applied. */
export interface StyledPrompt {
  prompt: string;
  /** Undefined where the architecture takes no negative prompt (FLUX). */
  negativePrompt?: string;
}

interface AppliedStyle {
  name: string;
  template: string;
  negativePrompt: string | null;
}

/**
 * The template with the creator's prompt in place of every {prompt}; the style's negative prompt
 * after the creator's, only where the architecture takes one (`negativePrompt` undefined: none).
 * Refused, naming the field, when either no longer fits the provider's limit (PROMPT_MAX_LENGTH).
 */
export function styledPrompt(
  style: AppliedStyle,
  prompt: string,
  negativePrompt: string | undefined,
): StyledPrompt {
  const sentPrompt = style.template.split(PROMPT_PLACEHOLDER).join(prompt);
  if (sentPrompt.length > MAX_SENT_PROMPT)
    throw new ValidationFailedError(
      `prompt with the style "${style.name}" is ${sentPrompt.length} characters, more than the ${MAX_SENT_PROMPT} a prompt may have: shorten the prompt or choose another style`,
      { field: 'prompt' },
    );
  const sentNegative =
    negativePrompt !== undefined && style.negativePrompt
      ? `${negativePrompt}, ${style.negativePrompt}`
      : negativePrompt;
  if (sentNegative !== undefined && sentNegative.length > MAX_SENT_PROMPT)
    throw new ValidationFailedError(
      `negativePrompt with the style "${style.name}" is ${sentNegative.length} characters, more than the ${MAX_SENT_PROMPT} a negative prompt may have: shorten it or choose another style`,
      { field: 'negativePrompt' },
    );
  return { prompt: sentPrompt, negativePrompt: sentNegative };
}

/** The keys a styled generation records in its parameters (GenerationService). */
const RECORDED_KEYS = ['styleId', 'styleName', 'sentPrompt', 'sentNegativePrompt'] as const;

/** What a generation's parameters record of its style; empty when it had none. */
export function styledPromptRecord(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    RECORDED_KEYS.filter((key) => parameters[key] !== undefined).map((key) => [
      key,
      parameters[key],
    ]),
  );
}
