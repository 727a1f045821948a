import {
  IMAGE_FORMATS,
  type ImageFormat,
  ImageFormatEnum,
  PROMPT_WEIGHTINGS,
  type PromptWeighting,
  PromptWeightingEnum,
} from './generation-enums.js';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

const AIR = /^[A-Za-z0-9][A-Za-z0-9_-]*:[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;
const AIR_MESSAGE = (field: string) =>
  `${field} must be a model identifier such as civitai:101055@128078`;

@InputType()
export class WeightedModelInput {
  @Field()
  @IsString()
  @Matches(AIR, { message: AIR_MESSAGE('model') })
  model: string;

  @Field(() => Float, { defaultValue: 1 })
  @IsNumber({}, { message: 'weight must be a number between 0 and 2' })
  @Min(0, { message: 'weight must be between 0 and 2' })
  @Max(2, { message: 'weight must be between 0 and 2' })
  weight: number = 1;
}

@InputType()
export class ControlNetInput extends WeightedModelInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'guideImage is too large' })
  guideImage?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'startStep must be a whole number' })
  @Min(1, { message: 'startStep must be at least 1' })
  startStep?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'endStep must be a whole number' })
  @Min(1, { message: 'endStep must be at least 1' })
  endStep?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['prompt', 'controlnet', 'balanced'], {
    message: 'controlMode must be prompt, controlnet or balanced',
  })
  controlMode?: 'prompt' | 'controlnet' | 'balanced';
}

@InputType()
export class IpAdapterInput extends WeightedModelInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'guideImage is too large' })
  guideImage?: string;
}

/**
 * Every generation parameter of spec part 1 §3 with the ranges of §5 and §9; each refusal names
 * the field. Used by the GraphQL mutation and (mapped from the task object) by REST.
 */
@InputType()
export class GenerateImagesInput {
  @Field()
  @IsString({ message: 'prompt is required' })
  // The provider wants 2 to 3000 characters; refusing here keeps a doomed call from being held.
  // (Decorators run bottom-up: blank is reported before too short.)
  @Matches(/\S.*\S/s, { message: 'prompt must be at least 2 characters' })
  @Matches(/\S/, { message: 'prompt must not be blank' })
  @MaxLength(3000, { message: 'prompt must be at most 3000 characters' })
  prompt: string;

  /** Ignored for FLUX models; when empty elsewhere the default 'blurry, bad quality' is used. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(3000, { message: 'negativePrompt must be at most 3000 characters' })
  negativePrompt?: string;

  @Field()
  @IsString({ message: 'model is required' })
  @Matches(AIR, { message: AIR_MESSAGE('model') })
  model: string;

  @Field(() => Int)
  @IsInt({ message: 'width must be a whole number' })
  @Min(128, { message: 'width must be between 128 and 2048' })
  @Max(2048, { message: 'width must be between 128 and 2048' })
  width: number;

  @Field(() => Int)
  @IsInt({ message: 'height must be a whole number' })
  @Min(128, { message: 'height must be between 128 and 2048' })
  @Max(2048, { message: 'height must be between 128 and 2048' })
  height: number;

  @Field(() => ImageFormatEnum, { defaultValue: 'jpeg' })
  @IsIn(IMAGE_FORMATS, { message: 'format must be png, jpeg or webp' })
  format: ImageFormat = 'jpeg';

  @Field(() => Int, { defaultValue: 1 })
  @IsInt({ message: 'imageCount must be a whole number' })
  @Min(1, { message: 'imageCount must be between 1 and 20' })
  @Max(20, { message: 'imageCount must be between 1 and 20' })
  imageCount: number = 1;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  scheduler?: string;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'steps must be a whole number' })
  @Min(1, { message: 'steps must be between 1 and 150' })
  @Max(150, { message: 'steps must be between 1 and 150' })
  steps?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber({}, { message: 'cfgScale must be a number' })
  @Min(1, { message: 'cfgScale must be between 1 and 30' })
  @Max(30, { message: 'cfgScale must be between 1 and 30' })
  cfgScale?: number;

  @Field(() => Float, { nullable: true, description: 'A whole number; null for a random seed.' })
  @IsOptional()
  @IsInt({ message: 'seed must be a whole number' })
  @Min(1, { message: 'seed must be at least 1' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'seed is too large' })
  seed?: number | null;

  @Field(() => PromptWeightingEnum, { nullable: true, defaultValue: 'None' })
  @IsOptional()
  @IsIn(PROMPT_WEIGHTINGS, { message: 'promptWeighting must be None, Compel or SdEmbeds' })
  promptWeighting?: PromptWeighting;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'clipSkip must be a whole number' })
  @Min(0, { message: 'clipSkip must be between 0 and 2' })
  @Max(2, { message: 'clipSkip must be between 0 and 2' })
  clipSkip?: number;

  @Field(() => [WeightedModelInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'at most 10 loras' })
  @ValidateNested({ each: true })
  @Type(() => WeightedModelInput)
  loras?: WeightedModelInput[];

  @Field(() => [ControlNetInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(5, { message: 'at most 5 controlnets' })
  @ValidateNested({ each: true })
  @Type(() => ControlNetInput)
  controlNets?: ControlNetInput[];

  @Field(() => [IpAdapterInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(5, { message: 'at most 5 ipadapters' })
  @ValidateNested({ each: true })
  @Type(() => IpAdapterInput)
  ipAdapters?: IpAdapterInput[];

  @Field(() => String, { nullable: true, description: 'AIR of the VAE, or null for none.' })
  @IsOptional()
  @Matches(AIR, { message: AIR_MESSAGE('vae') })
  vae?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'seedImage is too large' })
  seedImage?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'maskImage is too large' })
  maskImage?: string;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  checkNsfw?: boolean;

  /** Kept with the generation so saving can default to it. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  folder?: string;

  /** The client's task id; a repeated id is refused, so a retry never runs (or charges) twice. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'taskUUID must be a UUID' })
  taskUUID?: string;

  /** The user's own provider key: used for this call only, never stored or logged; not charged. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  providerApiKey?: string;

  /** The user's own provider endpoint; honoured only when its origin is on the operator's allow-list. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'providerEndpoint must be a URL' },
  )
  providerEndpoint?: string;
}
