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
import { RemixOfInput } from '../../shares/dto/remix-source.js';
import { FaceRefinementInput, HiresFixInput, OutpaintInput } from './refinement.input.js';
import { PulidInput } from './pulid.input.js';
import { OptionalNested } from '../../common/validation/optional-nested.js';
import { MAX_REFERENCE_IMAGES } from '../reference-images.js';
import {
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_EMBED_SCALINGS,
  IP_ADAPTER_WEIGHT_TYPES,
  type IpAdapterCombineMethod,
  type IpAdapterEmbedScaling,
  type IpAdapterWeightType,
} from '../../provider/generation-request.js';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
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
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  PROMPT_MIN_LENGTH,
  PROMPT_MAX_LENGTH,
  PromptMaxLength,
  OptionalNegativePrompt,
} from '../prompt-limits.js';
import { AirField } from '../../catalog/air-field.js';

const REFERENCE_IMAGES_MESSAGE = `referenceImages must hold 1 to ${MAX_REFERENCE_IMAGES} images`;

@InputType({
  description:
    'An add-on model and its weight: a LoRA (or LyCORIS) in loras, an embedding in embeddings, the base of the other add-ons.',
})
export class WeightedModelInput {
  @Field({
    description:
      "The add-on's AIR, e.g. civitai:132942@146296: a catalogue model the caller may use.",
  })
  @IsString()
  @AirField('model')
  model: string;

  @Field(() => Float, {
    defaultValue: 1,
    description:
      "Strength, 0 to 2 (default 1), within the architecture's range for the list (ArchitectureCapability).",
  })
  @IsNumber({}, { message: 'weight must be a number between 0 and 2' })
  @Min(0, { message: 'weight must be between 0 and 2' })
  @Max(2, { message: 'weight must be between 0 and 2' })
  weight: number = 1;
}

@InputType({
  description: 'A ControlNet: a model, its weight and the guide image that steers the composition.',
})
export class ControlNetInput extends WeightedModelInput {
  @Field(() => String, {
    nullable: true,
    description: 'The guide image as a data URL or URL (at most 15,000,000 characters).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'guideImage is too large' })
  guideImage?: string;

  @Field(() => Int, {
    nullable: true,
    description: "The step (1 or more) it starts at; null for the provider's default.",
  })
  @IsOptional()
  @IsInt({ message: 'startStep must be a whole number' })
  @Min(1, { message: 'startStep must be at least 1' })
  startStep?: number;

  @Field(() => Int, {
    nullable: true,
    description: "The step (1 or more) it ends at; null for the provider's default.",
  })
  @IsOptional()
  @IsInt({ message: 'endStep must be a whole number' })
  @Min(1, { message: 'endStep must be at least 1' })
  endStep?: number;

  @Field(() => String, {
    nullable: true,
    description:
      "Which weighs more: prompt, controlnet or balanced; null for the provider's default.",
  })
  @IsOptional()
  @IsIn(['prompt', 'controlnet', 'balanced'], {
    message: 'controlMode must be prompt, controlnet or balanced',
  })
  controlMode?: 'prompt' | 'controlnet' | 'balanced';
}

/** Most reference images one IP-Adapter takes (guideImage and guideImages together). */
export const MAX_IP_ADAPTER_IMAGES = 4;

@InputType({
  description:
    'An IP-Adapter: a model, its weight, the reference images it takes after and how it weighs them.',
})
export class IpAdapterInput extends WeightedModelInput {
  @Field(() => String, {
    nullable: true,
    description:
      'A reference image as a data URL or URL (at most 15,000,000 characters); guideImages takes several.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'guideImage is too large' })
  guideImage?: string;

  @Field(() => [String], {
    nullable: true,
    description: `Reference images (data URLs or URLs), combined by combineMethod; at most ${MAX_IP_ADAPTER_IMAGES} with guideImage.`,
  })
  @IsOptional()
  @IsArray({ message: 'guideImages must be a list of images' })
  @ArrayMaxSize(MAX_IP_ADAPTER_IMAGES, {
    message: `guideImages must hold at most ${MAX_IP_ADAPTER_IMAGES} images`,
  })
  @IsString({ each: true, message: 'guideImages must be a list of images' })
  @MinLength(1, { each: true, message: 'guideImages must not hold an empty image' })
  @MaxLength(15_000_000, { each: true, message: 'guideImages holds an image that is too large' })
  guideImages?: string[];

  @Field(() => String, {
    nullable: true,
    description: `How the influence evolves during generation: ${IP_ADAPTER_WEIGHT_TYPES.join(', ')}; null for the provider's default (SD 1.5, SDXL and Pony only).`,
  })
  @IsOptional()
  @IsIn(IP_ADAPTER_WEIGHT_TYPES, {
    message: `weightType must be one of ${IP_ADAPTER_WEIGHT_TYPES.join(', ')}`,
  })
  weightType?: IpAdapterWeightType;

  @Field(() => Float, {
    nullable: true,
    description:
      "How much the references steer the layout, 0 to 1; null for the provider's default.",
  })
  @IsOptional()
  @IsNumber({}, { message: 'weightComposition must be a number between 0 and 1' })
  @Min(0, { message: 'weightComposition must be between 0 and 1' })
  @Max(1, { message: 'weightComposition must be between 0 and 1' })
  weightComposition?: number;

  @Field(() => String, {
    nullable: true,
    description: `Which embedding components are used: ${IP_ADAPTER_EMBED_SCALINGS.join(', ')}; null for the provider's default.`,
  })
  @IsOptional()
  @IsIn(IP_ADAPTER_EMBED_SCALINGS, {
    message: `embedScaling must be one of ${IP_ADAPTER_EMBED_SCALINGS.join(', ')}`,
  })
  embedScaling?: IpAdapterEmbedScaling;

  @Field(() => String, {
    nullable: true,
    description: `How several reference images are combined: ${IP_ADAPTER_COMBINE_METHODS.join(', ')}; null for the provider's default.`,
  })
  @IsOptional()
  @IsIn(IP_ADAPTER_COMBINE_METHODS, {
    message: `combineMethod must be one of ${IP_ADAPTER_COMBINE_METHODS.join(', ')}`,
  })
  combineMethod?: IpAdapterCombineMethod;
}

/**
 * Every generation parameter with its range; each refusal names the field. Used by the GraphQL
 * mutation and (mapped from the task object) by REST.
 */
@InputType({
  description: 'A request for images: prompt, model, size, format, count and the advanced options.',
})
export class GenerateImagesInput {
  @Field({
    description: `What to draw: ${PROMPT_MIN_LENGTH} to ${PROMPT_MAX_LENGTH} characters, not blank.`,
  })
  @IsString({ message: 'prompt is required' })
  // The provider wants PROMPT_MIN_LENGTH to PROMPT_MAX_LENGTH characters; refusing here keeps a
  // doomed call from being held.
  // (Decorators run bottom-up: blank is reported before too short.)
  @Matches(/\S.*\S/s, { message: 'prompt must be at least 2 characters' })
  @Matches(/\S/, { message: 'prompt must not be blank' })
  @PromptMaxLength('prompt')
  prompt: string;

  @Field(() => String, {
    nullable: true,
    description: `What to avoid, ${PROMPT_MIN_LENGTH} to ${PROMPT_MAX_LENGTH} characters; empty: 'blurry, bad quality'; ignored for FLUX models.`,
  })
  @OptionalNegativePrompt()
  negativePrompt?: string;

  @Field(() => String, {
    nullable: true,
    description: `One of your prompt styles (myPromptStyles): its template wraps the prompt and its negative prompt is added where the model takes one; the styled prompt must fit ${PROMPT_MAX_LENGTH} characters.`,
  })
  @IsOptional()
  @IsUUID('all', { message: 'styleId must be the id of one of your prompt styles' })
  styleId?: string;

  @Field({
    description:
      'The AIR of the base model, e.g. civitai:101055@128078: one the caller may use (baseModels).',
  })
  @IsString({ message: 'model is required' })
  @AirField('model')
  model: string;

  @Field(() => Int, {
    description:
      "Width in pixels, 128 to 2048, within the architecture's limits and multiple (ArchitectureCapability).",
  })
  @IsInt({ message: 'width must be a whole number' })
  @Min(128, { message: 'width must be between 128 and 2048' })
  @Max(2048, { message: 'width must be between 128 and 2048' })
  width: number;

  @Field(() => Int, {
    description:
      "Height in pixels, 128 to 2048, within the architecture's limits and multiple (ArchitectureCapability).",
  })
  @IsInt({ message: 'height must be a whole number' })
  @Min(128, { message: 'height must be between 128 and 2048' })
  @Max(2048, { message: 'height must be between 128 and 2048' })
  height: number;

  @Field(() => ImageFormatEnum, {
    defaultValue: 'jpeg',
    description: 'The file format of the images (default jpeg).',
  })
  @IsIn(IMAGE_FORMATS, { message: 'format must be png, jpeg or webp' })
  format: ImageFormat = 'jpeg';

  @Field(() => Int, {
    defaultValue: 1,
    description: 'How many images to generate, 1 to 20 (default 1).',
  })
  @IsInt({ message: 'imageCount must be a whole number' })
  @Min(1, { message: 'imageCount must be between 1 and 20' })
  @Max(20, { message: 'imageCount must be between 1 and 20' })
  imageCount: number = 1;

  @Field(() => String, {
    nullable: true,
    description:
      "A schedulerKey of schedulers(architectureId) for the model's architecture; null for the provider's default.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  scheduler?: string;

  @Field(() => Int, {
    nullable: true,
    description:
      "Denoising steps, 1 to 150 and within the architecture's range; null for the provider's default.",
  })
  @IsOptional()
  @IsInt({ message: 'steps must be a whole number' })
  @Min(1, { message: 'steps must be between 1 and 150' })
  @Max(150, { message: 'steps must be between 1 and 150' })
  steps?: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "How closely to follow the prompt (CFG scale), 1 to 30; null for the provider's default.",
  })
  @IsOptional()
  @IsNumber({}, { message: 'cfgScale must be a number' })
  @Min(1, { message: 'cfgScale must be between 1 and 30' })
  @Max(30, { message: 'cfgScale must be between 1 and 30' })
  cfgScale?: number;

  @Field(() => Float, {
    nullable: true,
    description: 'A whole number of at least 1, for repeatable images; null for a random seed.',
  })
  @IsOptional()
  @IsInt({ message: 'seed must be a whole number' })
  @Min(1, { message: 'seed must be at least 1' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'seed is too large' })
  seed?: number | null;

  @Field(() => PromptWeightingEnum, {
    nullable: true,
    defaultValue: 'None',
    description: 'How weights written in the prompt are read (default None).',
  })
  @IsOptional()
  @IsIn(PROMPT_WEIGHTINGS, { message: 'promptWeighting must be None, Compel or SdEmbeds' })
  promptWeighting?: PromptWeighting;

  @Field(() => Int, {
    nullable: true,
    description: "CLIP layers to skip, 0 to 2; null for the provider's default.",
  })
  @IsOptional()
  @IsInt({ message: 'clipSkip must be a whole number' })
  @Min(0, { message: 'clipSkip must be between 0 and 2' })
  @Max(2, { message: 'clipSkip must be between 0 and 2' })
  clipSkip?: number;

  @Field(() => [WeightedModelInput], {
    nullable: true,
    description: 'LoRA (or LyCORIS) models to apply, at most 10.',
  })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'at most 10 loras' })
  @ValidateNested({ each: true })
  @Type(() => WeightedModelInput)
  loras?: WeightedModelInput[];

  @Field(() => [WeightedModelInput], {
    nullable: true,
    description:
      'Embeddings (textual inversions) to apply, at most 10, weighted within the LoRA range of the architecture.',
  })
  @IsOptional()
  @ArrayMaxSize(10, { message: 'at most 10 embeddings' })
  @ValidateNested({ each: true })
  @Type(() => WeightedModelInput)
  embeddings?: WeightedModelInput[];

  @Field(() => [ControlNetInput], {
    nullable: true,
    description: 'ControlNets steering the composition from guide images, at most 5.',
  })
  @IsOptional()
  @ArrayMaxSize(5, { message: 'at most 5 controlnets' })
  @ValidateNested({ each: true })
  @Type(() => ControlNetInput)
  controlNets?: ControlNetInput[];

  @Field(() => [IpAdapterInput], {
    nullable: true,
    description: 'IP-Adapters taking after reference images, at most 5.',
  })
  @IsOptional()
  @ArrayMaxSize(5, { message: 'at most 5 ipadapters' })
  @ValidateNested({ each: true })
  @Type(() => IpAdapterInput)
  ipAdapters?: IpAdapterInput[];

  @Field(() => String, {
    nullable: true,
    description:
      "One of your saved references (myReferences) applied: a character as pulid, where the architecture supports it; a style's images added to the first of ipAdapters.",
  })
  @IsOptional()
  @IsUUID('all', { message: 'referenceId must be the id of one of your references' })
  referenceId?: string;

  @Field(() => PulidInput, {
    nullable: true,
    description:
      'PuLID: keep the face or subject of 1 to 4 reference images. Only where the architecture supports it (supportsPulid). Null: off.',
  })
  @OptionalNested(() => PulidInput)
  pulid?: PulidInput;

  @Field(() => [String], {
    nullable: true,
    description:
      'Reference images an instruction edit starts from, the prompt saying what to change (FLUX.1 Kontext): each an imageUUID, creation:<id> of one of your saved images, a data URL or URL. Only where the architecture takes them, up to its maxReferenceImages. Null: none.',
  })
  @IsOptional()
  @IsArray({ message: REFERENCE_IMAGES_MESSAGE })
  @ArrayMinSize(1, { message: REFERENCE_IMAGES_MESSAGE })
  @ArrayMaxSize(MAX_REFERENCE_IMAGES, { message: REFERENCE_IMAGES_MESSAGE })
  @IsString({ each: true, message: 'referenceImages must be a list of images' })
  @MinLength(1, { each: true, message: 'referenceImages must not hold an empty image' })
  @MaxLength(15_000_000, {
    each: true,
    message: 'referenceImages holds an image that is too large',
  })
  referenceImages?: string[];

  @Field(() => String, {
    nullable: true,
    description: 'The AIR of a VAE the caller may use, or null for none.',
  })
  @IsOptional()
  @AirField('vae')
  vae?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Image-to-image: the image to start from, as the imageUUID uploadImage answered (sent once, then referred to), creation:<id> of one of your saved images, a data URL or URL; null for text-to-image.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'seedImage is too large' })
  seedImage?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Inpainting: the mask of the seedImage areas to repaint (white repaints, black keeps), the size of the seed image, as an imageUUID, a data URL or URL.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(15_000_000, { message: 'maskImage is too large' })
  maskImage?: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'Image-to-image: how far to move from the seed image, 0 (keep it) to 1 (ignore it); the provider uses 0.8 when not given. Only with seedImage.',
  })
  @IsOptional()
  @IsNumber({}, { message: 'strength must be a number from 0 to 1' })
  @Min(0, { message: 'strength must be a number from 0 to 1' })
  @Max(1, { message: 'strength must be a number from 0 to 1' })
  strength?: number;

  @Field(() => OutpaintInput, {
    nullable: true,
    description:
      'Outpainting: the seedImage extended past its edges; width and height are the extended size. Not with maskImage.',
  })
  @OptionalNested(() => OutpaintInput)
  outpaint?: OutpaintInput;

  @Field(() => Int, {
    nullable: true,
    description:
      "Inpainting: extra pixels of context (32 to 128) the model sees around the masked area, so small areas come out sharp; null for the provider's default. Only with maskImage.",
  })
  @IsOptional()
  @IsInt({ message: 'maskMargin must be a whole number from 32 to 128' })
  @Min(32, { message: 'maskMargin must be a whole number from 32 to 128' })
  @Max(128, { message: 'maskMargin must be a whole number from 32 to 128' })
  maskMargin?: number;

  @Field(() => HiresFixInput, {
    nullable: true,
    description:
      'Hires fix in the same pass: the images come out at twice the width and height. Null: off.',
  })
  @OptionalNested(() => HiresFixInput)
  hiresFix?: HiresFixInput;

  @Field(() => FaceRefinementInput, {
    nullable: true,
    description: 'Face refinement in the same pass. Null: off.',
  })
  @OptionalNested(() => FaceRefinementInput)
  faceRefinement?: FaceRefinementInput;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True: the background is left transparent (format must be png). Only where the architecture supports it (supportsTransparentBackground).',
  })
  @IsOptional()
  @IsBoolean()
  transparentBackground?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True: the provider checks each image for adult content (see nsfw); off by default.',
  })
  @IsOptional()
  @IsBoolean()
  checkNsfw?: boolean;

  @Field(() => RemixOfInput, {
    nullable: true,
    description:
      "The shared image whose settings this starts from (sharedRemix): credited in the generation's remixedFrom while its link is live and shows them.",
  })
  @OptionalNested(() => RemixOfInput)
  remixOf?: RemixOfInput;

  @Field(() => String, {
    nullable: true,
    description:
      'The folder the images are meant for (up to 100 characters): kept so saving can default to it.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  folder?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Your task id (a UUID): a repeated one is refused, so a retry never runs or charges twice.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'taskUUID must be a UUID' })
  taskUUID?: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Your own provider key: used for this call only, never stored or logged; no credits are charged. Not with async.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  providerApiKey?: string;

  @Field(() => String, {
    nullable: true,
    description:
      "Your own provider endpoint URL; refused unless its origin is on the server's allow-list.",
  })
  @IsOptional()
  @IsUrl(
    { require_tld: false, protocols: ['http', 'https'], require_protocol: true },
    { message: 'providerEndpoint must be a URL' },
  )
  providerEndpoint?: string;
}
