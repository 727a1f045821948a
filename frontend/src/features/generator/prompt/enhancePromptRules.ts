import { ENHANCE_PROMPT_MAX_LENGTH } from '../../../graphql/generated/limits';

const ENHANCE_PROMPT_MIN_LENGTH = 2;

/** How many suggestions "Enhance prompt" asks for. */
export const ENHANCE_PROMPT_VERSIONS = 3;

/** Why the prompt cannot be enhanced (the button's tooltip), or null when it can. */
export function enhancePromptRefusal(prompt: string): string | null {
  const length = prompt.trim().length;
  if (length < ENHANCE_PROMPT_MIN_LENGTH) {
    return 'Write at least 2 characters to enhance the prompt.';
  }
  if (length > ENHANCE_PROMPT_MAX_LENGTH) {
    return `Only prompts of up to ${ENHANCE_PROMPT_MAX_LENGTH} characters can be enhanced (this one has ${length}).`;
  }
  return null;
}
