import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * A prompt's length as the provider takes it (its positivePrompt and negativePrompt: 2 to 3000
 * characters). Every prompt the product sends, keeps or searches is held to it, so one that was
 * saved can always be sent again.
 */
export const PROMPT_MIN_LENGTH = 2;
export const PROMPT_MAX_LENGTH = 3000;

/** The longest prompt, with its one message naming the field. */
export function PromptMaxLength(field: string): PropertyDecorator {
  return MaxLength(PROMPT_MAX_LENGTH, {
    message: `${field} must be at most ${PROMPT_MAX_LENGTH} characters`,
  });
}

/**
 * An optional negative prompt, held to the same length. (Listed in the order the rules are
 * checked: the length first.)
 */
export const OptionalNegativePrompt = (): PropertyDecorator =>
  applyDecorators(PromptMaxLength('negativePrompt'), IsString(), IsOptional());
