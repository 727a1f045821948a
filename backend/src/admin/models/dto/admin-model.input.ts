import { CursorPage, CursorPageArgs } from '../../../common/pagination/cursor-page.js';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
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
  ValidateNested,
} from 'class-validator';
import { Model } from '../../../catalog/entities/model.entity.js';
import {
  FILTER_MODEL_TYPES,
  MODEL_TYPES,
  type ModelType,
  ModelTypeEnum,
  ModelTypeFilterEnum,
} from '../../../catalog/model-type.js';
import { MODEL_DEFAULTS } from '../../../catalog/model-row.js';
import { Trimmed } from '../../../common/validation/trimmed.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Comma-separated text or a list, trimmed, empties dropped (spec part 2 §5). */
const CleanList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null) return value;
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) return value;
    return items
      .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
      .filter((item: unknown) => item !== '');
  });

@InputType({
  description: 'The add-ons a checkpoint works with (the dashboard shows their sections).',
})
export class ModelExtrasInput {
  @ApiProperty({ type: Boolean })
  @Field({ description: 'Takes LoRA models.' })
  @IsBoolean()
  lora: boolean;
  @ApiProperty({ type: Boolean })
  @Field({ description: 'Takes ControlNets.' })
  @IsBoolean()
  controlnet: boolean;
  @ApiProperty({ type: Boolean })
  @Field({ description: 'Takes a VAE.' })
  @IsBoolean()
  vae: boolean;
  @ApiProperty({ type: Boolean })
  @Field({ description: 'Takes IP-Adapters.' })
  @IsBoolean()
  ipadapter: boolean;
  @ApiProperty({ type: Boolean })
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
  @ApiProperty({ type: String, minLength: 1, maxLength: 300 })
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'Version name, up to 300 characters; null or empty for none.',
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(300)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  version?: string | null;

  @Field({
    description:
      'The AIR identifier (e.g. civitai:101055@128078), up to 200 characters; unique among models.',
  })
  @Trimmed()
  @IsString({ message: 'The AIR identifier is required' })
  @MinLength(1, { message: 'The AIR identifier is required' })
  @MaxLength(200)
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: 200,
    description: 'The AIR identifier.',
    example: 'civitai:101055@128078',
  })
  civitAIR: string;

  @Field(() => Int, {
    description: 'The id of its ModelCategory; checkpoint-only fields are dropped for add-ons.',
  })
  @IsInt({ message: 'Choose a model category' })
  @ApiProperty({ type: 'integer' })
  modelCategoryId: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The id of its Architecture; null: architectureName is used instead.',
  })
  @IsOptional()
  @IsInt()
  @ApiPropertyOptional({ type: 'integer', nullable: true })
  architectureId?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Used when architectureId is not given: found by name, or created.',
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(100)
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description: 'Used when architectureId is not given: found by name, or created.',
  })
  architectureName?: string | null;

  @Field(() => ModelTypeEnum, {
    nullable: true,
    description: 'What a checkpoint is for; checkpoints only (ignored for add-ons).',
  })
  @IsOptional()
  @IsIn(MODEL_TYPES, { message: `modelType must be one of ${MODEL_TYPES.join(', ')}` })
  @ApiPropertyOptional({ enum: MODEL_TYPES, nullable: true, description: 'Checkpoints only.' })
  modelType?: ModelType | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Tags, trimmed, empty ones dropped: at most 200, each up to 200 characters.',
  })
  @IsOptional()
  @CleanList()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @ArrayMaxSize(200)
  @ApiPropertyOptional({
    oneOf: [
      { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 200 },
      { type: 'string', description: 'Comma-separated.' },
      { type: 'null' },
    ],
  })
  tags?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'URL of a preview image, up to 2000 characters; null or empty for none.',
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(2000)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  heroImage?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Private models are listed and usable by administrators only (default false).',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean, nullable: true, default: false })
  isPrivate?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.width,
    description: 'Suggested width in pixels, 64 to 4096 (default 1024).',
  })
  @IsOptional()
  @IsInt({ message: 'Width must be a whole number' })
  @Min(64)
  @Max(4096)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 64,
    maximum: 4096,
    default: MODEL_DEFAULTS.width,
  })
  defaultWidth?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.height,
    description: 'Suggested height in pixels, 64 to 4096 (default 1024).',
  })
  @IsOptional()
  @IsInt({ message: 'Height must be a whole number' })
  @Min(64)
  @Max(4096)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 64,
    maximum: 4096,
    default: MODEL_DEFAULTS.height,
  })
  defaultHeight?: number | null;

  @Field(() => Int, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.steps,
    description: 'Suggested number of steps, 1 to 150 (default 20).',
  })
  @IsOptional()
  @IsInt({ message: 'Steps must be a whole number' })
  @Min(1)
  @Max(150)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 150,
    default: MODEL_DEFAULTS.steps,
  })
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
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    minLength: 1,
    maxLength: 100,
    default: MODEL_DEFAULTS.scheduler,
  })
  defaultScheduler?: string | null;

  @Field(() => Float, {
    nullable: true,
    defaultValue: MODEL_DEFAULTS.cfg,
    description: 'Suggested CFG scale, 0 to 50, kept to one decimal (default 7.5).',
  })
  @IsOptional()
  @IsNumber({}, { message: 'CFG must be a number' })
  @Min(0)
  @Max(50)
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: 50,
    default: MODEL_DEFAULTS.cfg,
  })
  defaultCFG?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The id of the lowest access level that may use it; null: Free on add, unchanged on edit.',
  })
  @IsOptional()
  @IsInt()
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Null: Free on add, unchanged on edit.',
  })
  accessLevelId?: number | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Trigger words, kept for LoRA, Embedding and LyCORIS only: at most 100, each up to 200 characters.',
  })
  @IsOptional()
  @CleanList()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @ArrayMaxSize(100)
  @ApiPropertyOptional({
    oneOf: [
      { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 100 },
      { type: 'string', description: 'Comma-separated.' },
      { type: 'null' },
    ],
  })
  triggerWords?: string[] | null;

  @Field(() => ModelExtrasInput, {
    nullable: true,
    description: 'The add-ons a checkpoint works with; all false when null or for add-on models.',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ModelExtrasInput)
  @ApiPropertyOptional({ type: () => ModelExtrasInput, nullable: true })
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
