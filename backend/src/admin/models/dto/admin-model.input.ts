import { applyDecorators } from '@nestjs/common';
import { CursorPage, CursorPageArgs } from '../../../common/pagination/cursor-page.js';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { AIR_MAX_LENGTH } from '../../../catalog/air.js';
import { Model } from '../../../catalog/entities/model.entity.js';
import {
  FILTER_MODEL_TYPES,
  MODEL_TYPES,
  type ModelType,
  ModelTypeEnum,
  ModelTypeFilterEnum,
} from '../../../catalog/model-type.js';
import { MODEL_DEFAULTS } from '../../../catalog/model-row.js';
import { OptionalNested } from '../../../common/validation/optional-nested.js';
import { Trimmed } from '../../../common/validation/trimmed.js';

/** Comma-separated text or a list, trimmed, empties dropped. */
const CleanList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return value;
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) return value;
    return items
      .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
      .filter((item: unknown) => item !== '');
  });

// The rules below list their decorators in the order they are applied (a stack applies bottom
// first): class-validator checks a property in that order, and the first failure is the answer.

/** How long one tag or trigger word may be. */
export const LIST_ITEM_MAX_LENGTH = 200;

/** At most how many tags a model keeps. */
export const MODEL_TAGS_MAX = 200;
/** At most how many trigger words a model keeps. */
export const TRIGGER_WORDS_MAX = 100;

/** An optional list of up to `maxItems` texts, sent as a list or as comma-separated text. */
const OptionalTextList = (maxItems: number) =>
  applyDecorators(
    ArrayMaxSize(maxItems),
    MaxLength(LIST_ITEM_MAX_LENGTH, { each: true }),
    IsString({ each: true }),
    CleanList(),
    IsOptional(),
  );

/** Optional text of up to `maxLength` characters, trimmed; null or empty stores none. */
const OptionalText = (subject: string, maxLength: number) =>
  applyDecorators(
    MaxLength(maxLength),
    IsString(),
    Trimmed(),
    IsOptional(),
    Field(() => String, {
      nullable: true,
      description: `${subject}, up to ${maxLength} characters; null or empty for none.`,
    }),
  );

/** The bounds of a model's suggested settings: the form's and the import's. */
export const MODEL_SETTING_RANGES = {
  pixels: { min: 64, max: 4096 },
  steps: { min: 1, max: 150 },
  cfg: { min: 0, max: 50 },
} as const;
const { pixels: PIXELS, steps: STEPS, cfg: CFG } = MODEL_SETTING_RANGES;

/** A suggested width or height in pixels; null or absent takes MODEL_DEFAULTS' size. */
const SuggestedPixels = (dimension: 'width' | 'height', message: string) =>
  applyDecorators(
    Max(PIXELS.max),
    Min(PIXELS.min),
    IsInt({ message }),
    IsOptional(),
    Field(() => Int, {
      nullable: true,
      defaultValue: MODEL_DEFAULTS[dimension],
      description: `Suggested ${dimension} in pixels, ${PIXELS.min} to ${PIXELS.max} (default ${MODEL_DEFAULTS[dimension]}).`,
    }),
  );

@InputType({
  description: 'The add-ons a checkpoint works with (the dashboard shows their sections).',
})
export class ModelExtrasInput {
  @Field({ description: 'Takes LoRA models.' })
  @IsBoolean()
  lora: boolean;
  @Field({ description: 'Takes ControlNets.' })
  @IsBoolean()
  controlnet: boolean;
  @Field({ description: 'Takes a VAE.' })
  @IsBoolean()
  vae: boolean;
  @Field({ description: 'Takes IP-Adapters.' })
  @IsBoolean()
  ipadapter: boolean;
  @Field({ description: 'Takes embeddings.' })
  @IsBoolean()
  embeddings: boolean;
}

@InputType({
  description:
    'A stored model to add, or every field of one to replace (accessLevelId null keeps its level).',
})
export class AdminModelInput {
  @Field({ description: 'Display name, 1 to 300 characters.' })
  @Trimmed()
  @IsString({ message: 'Model name is required' })
  @MinLength(1, { message: 'Model name is required' })
  @MaxLength(300)
  name: string;

  @OptionalText('Version name', 300)
  version?: string | null;

  @Field({
    description: `The AIR identifier (e.g. civitai:101055@128078), up to ${AIR_MAX_LENGTH} characters; unique among models.`,
  })
  @Trimmed()
  @IsString({ message: 'The AIR identifier is required' })
  @MinLength(1, { message: 'The AIR identifier is required' })
  @MaxLength(AIR_MAX_LENGTH)
  civitAIR: string;

  @Field(() => Int, {
    description: 'The id of its ModelCategory; checkpoint-only fields are dropped for add-ons.',
  })
  @IsInt({ message: 'Choose a model category' })
  modelCategoryId: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The id of its Architecture; null: architectureName is used instead.',
  })
  @IsOptional()
  @IsInt()
  architectureId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Used when architectureId is not given: found by name, or created.',
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(100)
  architectureName?: string | null;

  @Field(() => ModelTypeEnum, {
    nullable: true,
    description: 'What a checkpoint is for; checkpoints only (ignored for add-ons).',
  })
  @IsOptional()
  @IsIn(MODEL_TYPES, { message: `modelType must be one of ${MODEL_TYPES.join(', ')}` })
  modelType?: ModelType | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Tags, trimmed, empty ones dropped: at most 200, each up to 200 characters.',
  })
  @OptionalTextList(MODEL_TAGS_MAX)
  tags?: string[] | null;

  @OptionalText('URL of a preview image', 2000)
  heroImage?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Private models are listed and usable by administrators only (default false).',
  })
  @IsOptional()
  @IsBoolean()
  isPrivate?: boolean | null;

  @SuggestedPixels('width', 'Width must be a whole number')
  defaultWidth?: number | null;

  @SuggestedPixels('height', 'Height must be a whole number')
  defaultHeight?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.steps,
    description: `Suggested number of steps, ${STEPS.min} to ${STEPS.max} (default ${MODEL_DEFAULTS.steps}).`,
  })
  @IsOptional()
  @IsInt({ message: 'Steps must be a whole number' })
  @Min(STEPS.min)
  @Max(STEPS.max)
  defaultSteps?: number | null;

  @Field(() => String, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.scheduler,
    description: "Suggested scheduler, 1 to 100 characters (default 'Default').",
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  defaultScheduler?: string | null;

  @Field(() => Float, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.cfg,
    description: `Suggested CFG scale, ${CFG.min} to ${CFG.max}, kept to one decimal (default ${MODEL_DEFAULTS.cfg}).`,
  })
  @IsOptional()
  @IsNumber({}, { message: 'CFG must be a number' })
  @Min(CFG.min)
  @Max(CFG.max)
  defaultCFG?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The id of the lowest access level that may use it; null: Free on add, unchanged on edit.',
  })
  @IsOptional()
  @IsInt()
  accessLevelId?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Trigger words, kept for LoRA, Embedding and LyCORIS only: at most 100, each up to 200 characters.',
  })
  @OptionalTextList(TRIGGER_WORDS_MAX)
  triggerWords?: string[] | null;

  @Field(() => ModelExtrasInput, {
    nullable: true,
    description: 'The add-ons a checkpoint works with; all false when null or for add-on models.',
  })
  @OptionalNested(() => ModelExtrasInput)
  extras?: ModelExtrasInput | null;
}

@InputType({ description: 'Narrows the stored-models list: every field given must match.' })
export class AdminModelFilter {
  @Field({ nullable: true, description: 'Name, version, AIR or tag (case-insensitive).' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(200)
  search?: string;

  @Field(() => Int, { nullable: true, description: 'Only models of this category id.' })
  @IsOptional()
  @IsInt()
  modelCategoryId?: number;
  @Field(() => Int, { nullable: true, description: 'Only models of this architecture id.' })
  @IsOptional()
  @IsInt()
  architectureId?: number;
  @Field(() => ModelTypeFilterEnum, { nullable: true, description: 'Only models of this type.' })
  @IsOptional()
  @IsIn(FILTER_MODEL_TYPES)
  modelType?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Only models whose lowest access level is exactly this id.',
  })
  @IsOptional()
  @IsInt()
  accessLevelId?: number;
  @Field({ nullable: true, description: 'True: only private models; false: only public ones.' })
  @IsOptional()
  @IsBoolean()
  isPrivate?: boolean;
}

@ObjectType({ description: 'A page of stored models by name, with how many match.' })
export class AdminModelPage extends CursorPage(Model) {
  @Field(() => Int, { description: 'How many models match, across every page.' })
  totalCount: number;
}

@ArgsType()
export class AdminModelPageArgs extends CursorPageArgs(50) {}
