import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
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

@InputType()
export class ModelExtrasInput {
  @ApiProperty({ type: Boolean })
  @Field()
  @IsBoolean()
  lora: boolean;
  @ApiProperty({ type: Boolean })
  @Field()
  @IsBoolean()
  controlnet: boolean;
  @ApiProperty({ type: Boolean })
  @Field()
  @IsBoolean()
  vae: boolean;
  @ApiProperty({ type: Boolean })
  @Field()
  @IsBoolean()
  ipadapter: boolean;
  @ApiProperty({ type: Boolean })
  @Field()
  @IsBoolean()
  embeddings: boolean;
}

/** Add and edit a stored model; an edit replaces every field (accessLevelId null = unchanged). */
@InputType()
export class AdminModelInput {
  @Field()
  @Trimmed()
  @IsString({ message: 'Model name is required' })
  @MinLength(1, { message: 'Model name is required' })
  @MaxLength(300)
  @ApiProperty({ type: String, minLength: 1, maxLength: 300 })
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(300)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  version?: string | null;

  @Field()
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

  @Field(() => Int)
  @IsInt({ message: 'Choose a model category' })
  @ApiProperty({ type: 'integer' })
  modelCategoryId: number;

  @Field(() => Int, { nullable: true })
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

  @Field(() => ModelTypeEnum, { nullable: true, description: 'Checkpoints only.' })
  @IsOptional()
  @IsIn(MODEL_TYPES, { message: `modelType must be one of ${MODEL_TYPES.join(', ')}` })
  @ApiPropertyOptional({ enum: MODEL_TYPES, nullable: true, description: 'Checkpoints only.' })
  modelType?: ModelType | null;

  @Field(() => [String], { nullable: true })
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

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(2000)
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  heroImage?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean, nullable: true, default: false })
  isPrivate?: boolean | null;

  @Field(() => Int, { nullable: true, defaultValue: 1024 })
  @IsOptional()
  @IsInt({ message: 'Width must be a whole number' })
  @Min(64)
  @Max(4096)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 64,
    maximum: 4096,
    default: 1024,
  })
  defaultWidth?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 1024 })
  @IsOptional()
  @IsInt({ message: 'Height must be a whole number' })
  @Min(64)
  @Max(4096)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 64,
    maximum: 4096,
    default: 1024,
  })
  defaultHeight?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @IsInt({ message: 'Steps must be a whole number' })
  @Min(1)
  @Max(150)
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 150,
    default: 20,
  })
  defaultSteps?: number | null;

  @Field(() => String, { nullable: true, defaultValue: 'Default' })
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
    default: 'Default',
  })
  defaultScheduler?: string | null;

  @Field(() => Float, { nullable: true, defaultValue: 7.5 })
  @IsOptional()
  @IsNumber({}, { message: 'CFG must be a number' })
  @Min(0)
  @Max(50)
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 50, default: 7.5 })
  defaultCFG?: number | null;

  @Field(() => Int, { nullable: true, description: 'Null: Free on add, unchanged on edit.' })
  @IsOptional()
  @IsInt()
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Null: Free on add, unchanged on edit.',
  })
  accessLevelId?: number | null;

  @Field(() => [String], { nullable: true })
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

  @Field(() => ModelExtrasInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => ModelExtrasInput)
  @ApiPropertyOptional({ type: () => ModelExtrasInput, nullable: true })
  extras?: ModelExtrasInput | null;
}

@InputType()
export class AdminModelFilter {
  @Field({ nullable: true, description: 'Name, version, AIR or tag (case-insensitive).' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(200)
  search?: string;

  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() modelCategoryId?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() architectureId?: number;
  @Field(() => ModelTypeFilterEnum, { nullable: true })
  @IsOptional()
  @IsIn(FILTER_MODEL_TYPES)
  modelType?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() accessLevelId?: number;
  @Field({ nullable: true }) @IsOptional() @IsBoolean() isPrivate?: boolean;
}

@ObjectType()
export class AdminModelPage {
  @Field(() => [Model]) items: Model[];
  @Field(() => Int) totalCount: number;
  @Field(() => String, { nullable: true, description: 'Pass as `after`; null on the last page.' })
  nextCursor: string | null;
}
