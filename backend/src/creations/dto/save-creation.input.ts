import { Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { GraphQLJSON } from 'graphql-type-json';
import { AIR_MAX_LENGTH } from '../../catalog/air.js';
import {
  PROMPT_MAX_LENGTH,
  PromptMaxLength,
  OptionalNegativePrompt,
} from '../../generation/prompt-limits.js';

/**
 * What the dashboard sends to keep a generated image. The server copies the bytes from imageUrl
 * and records the image's true size and format, whatever width/height/format say.
 */
@InputType({
  description: 'A generated image to keep in the gallery, with the settings that made it.',
})
export class SaveCreationInput {
  @Field({ description: 'The provider image URL of a generation result.' })
  @IsString({ message: 'imageUrl is required' })
  @MaxLength(4096, { message: 'imageUrl is too long' })
  imageUrl: string;

  @Field(() => ID, { nullable: true, description: 'Save into this folder…' })
  @IsOptional()
  @IsString()
  folderId?: string;

  @Field(() => String, {
    nullable: true,
    description: '…or into the folder of this name (created when missing); neither: Default.',
  })
  @IsOptional()
  @IsString()
  folderName?: string;

  @Field({
    description: `The prompt that made the image: at most ${PROMPT_MAX_LENGTH} characters.`,
  })
  @IsString({ message: 'prompt must be a string' })
  @PromptMaxLength('prompt')
  prompt: string;

  @Field(() => String, {
    nullable: true,
    description: `The negative prompt, at most ${PROMPT_MAX_LENGTH} characters; blank is stored as null.`,
  })
  @OptionalNegativePrompt()
  negativePrompt?: string;

  @Field({
    description: `The model's AIR identifier, e.g. civitai:101055@128078 (1 to ${AIR_MAX_LENGTH} characters).`,
  })
  @IsString({ message: 'modelId is required' })
  @MinLength(1, { message: 'modelId is required' })
  @MaxLength(AIR_MAX_LENGTH)
  modelId: string;

  @Field(() => Int, {
    nullable: true,
    description: 'Ignored (1 to 8192 when sent): the stored image says its own size.',
  })
  @IsOptional()
  @IsInt({ message: 'width must be a whole number' })
  @Min(1)
  @Max(8192)
  width?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Ignored (1 to 8192 when sent): the stored image says its own size.',
  })
  @IsOptional()
  @IsInt({ message: 'height must be a whole number' })
  @Min(1)
  @Max(8192)
  height?: number;

  @Field(() => String, {
    nullable: true,
    description: 'Ignored: the stored image says its own format.',
  })
  @IsOptional()
  @IsString()
  format?: string;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'Generation settings as a JSON object (at most 64 KB); omitted: {}.',
  })
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  parameters?: Record<string, unknown>;

  @Field(() => ID, {
    nullable: true,
    description: "The caller's generation that made the image; another's or unknown: NOT_FOUND.",
  })
  @IsOptional()
  @IsUUID('all', { message: 'generationId must be a UUID' })
  generationId?: string;
}
