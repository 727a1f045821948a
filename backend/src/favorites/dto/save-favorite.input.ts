import { Field, InputType } from '@nestjs/graphql';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { GraphQLJSON } from 'graphql-type-json';
import { AIR_MAX_LENGTH } from '../../catalog/air.js';
import { Trimmed } from '../../common/validation/trimmed.js';
import {
  PROMPT_MAX_LENGTH,
  PromptMaxLength,
  OptionalNegativePrompt,
} from '../../generation/prompt-limits.js';

export const FAVORITE_NAME_MAX_LENGTH = 100;

@InputType({ description: 'A prompt with its settings, to save as a favorite.' })
export class SaveFavoriteInput {
  @Field({
    description: `A name for the favorite: trimmed, not blank, at most ${FAVORITE_NAME_MAX_LENGTH} characters.`,
  })
  @Trimmed()
  @IsString({ message: 'Enter a name for your favorite.' })
  @Matches(/\S/, { message: 'Enter a name for your favorite.' })
  @MaxLength(FAVORITE_NAME_MAX_LENGTH, {
    message: `name must be at most ${FAVORITE_NAME_MAX_LENGTH} characters`,
  })
  name: string;

  @Field({ description: `The prompt: not blank, at most ${PROMPT_MAX_LENGTH} characters.` })
  @IsString({ message: 'You need a prompt to save as a favorite.' })
  @Matches(/\S/, { message: 'You need a prompt to save as a favorite.' })
  @PromptMaxLength('prompt')
  prompt: string;

  @Field(() => String, {
    nullable: true,
    description: `The negative prompt, at most ${PROMPT_MAX_LENGTH} characters.`,
  })
  @OptionalNegativePrompt()
  negativePrompt?: string;

  @Field(() => String, {
    nullable: true,
    description: `The model's AIR identifier, e.g. civitai:101055@128078 (at most ${AIR_MAX_LENGTH} characters).`,
  })
  @IsOptional()
  @IsString()
  @MaxLength(AIR_MAX_LENGTH)
  modelId?: string;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'Generation settings to restore, as a JSON object (at most 64 KB); omitted: {}.',
  })
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  parameters?: Record<string, unknown>;
}
