import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
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
import { Trimmed } from '../../../common/validation/trimmed.js';
import { MODEL_TYPES, ModelTypeEnum } from '../../../catalog/model-type.js';
import { closedEnum } from '../../../common/graphql/closed-enum.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The provider's checkpoint types are ours (spec part 2 §3). */
export const PROVIDER_TYPES = MODEL_TYPES;
export const PROVIDER_CATEGORIES = [
  'checkpoint',
  'lora',
  'lycoris',
  'controlnet',
  'vae',
  'embeddings',
] as const;
export const ProviderModelCategoryEnum = closedEnum(
  'ProviderModelCategory',
  PROVIDER_CATEGORIES,
  "A model category in the provider's catalogue.",
);
/** Admin search pages hold 30 results (spec part 2 §9). */
export const PROVIDER_SEARCH_PAGE_SIZE = 30;
/** Most models one import job takes. */
export const MAX_IMPORT_MODELS = 500;

@InputType()
export class ProviderModelSearchInput {
  @Field({ nullable: true, description: 'Free text.' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(500)
  @ApiPropertyOptional({ type: String, maxLength: 500, description: 'Free text.' })
  search?: string;

  @Field(() => ModelTypeEnum, { nullable: true })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: `type must be one of ${PROVIDER_TYPES.join(', ')}` })
  @ApiPropertyOptional({ enum: PROVIDER_TYPES })
  type?: string;

  @Field(() => ProviderModelCategoryEnum, { nullable: true })
  @IsOptional()
  @IsIn(PROVIDER_CATEGORIES, {
    message: `category must be one of ${PROVIDER_CATEGORIES.join(', ')}`,
  })
  @ApiPropertyOptional({ enum: PROVIDER_CATEGORIES })
  category?: string;

  @Field({ nullable: true, description: "The provider's architecture code (sdxl, flux1d, ...)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @ApiPropertyOptional({
    type: String,
    maxLength: 100,
    description: "The provider's architecture code (sdxl, flux1d, ...).",
  })
  architecture?: string;

  @Field(() => Int, { defaultValue: 0, description: '(page - 1) * 30' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: '(page - 1) * 30' })
  offset: number = 0;

  @Field(() => Int, { defaultValue: PROVIDER_SEARCH_PAGE_SIZE })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    default: PROVIDER_SEARCH_PAGE_SIZE,
  })
  limit: number = PROVIDER_SEARCH_PAGE_SIZE;
}

@ObjectType({ description: "One model of the provider's search, as the import would see it." })
export class ProviderModel {
  @ApiProperty({ type: String })
  @Field()
  air: string;
  @ApiProperty({ type: String })
  @Field()
  name: string;
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  version: string | null;
  @Field(() => String, { nullable: true, description: 'checkpoint, lora, ...' })
  @ApiProperty({ type: String, nullable: true, description: 'checkpoint, lora, ...' })
  category: string | null;
  @Field(() => String, { nullable: true, description: 'base | inpainting | refiner' })
  @ApiProperty({ type: String, nullable: true, description: 'base | inpainting | refiner' })
  type: string | null;
  @Field(() => String, { nullable: true, description: 'Provider code (sdxl, flux1d, ...).' })
  @ApiProperty({ type: String, nullable: true, description: 'Provider code (sdxl, ...).' })
  architecture: string | null;
  @ApiProperty({ type: [String] })
  @Field(() => [String])
  tags: string[];
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  heroImage: string | null;
  @ApiProperty({ type: Boolean })
  @Field()
  private: boolean;
  @ApiProperty({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  defaultWidth: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  defaultHeight: number | null;
  @ApiProperty({ type: 'integer', nullable: true })
  @Field(() => Int, { nullable: true })
  defaultSteps: number | null;
  @ApiProperty({ type: String, nullable: true })
  @Field(() => String, { nullable: true })
  defaultScheduler: string | null;
  @ApiProperty({ type: Number, nullable: true })
  @Field(() => Float, { nullable: true })
  defaultCFG: number | null;
  @Field(() => String, { nullable: true, description: 'Comma-separated.' })
  @ApiProperty({ type: String, nullable: true, description: 'Comma-separated.' })
  positiveTriggerWords: string | null;

  @Field({ description: 'A stored model has this AIR ("Already Imported").' })
  @ApiProperty({ type: Boolean, description: 'A stored model has this AIR.' })
  alreadyImported: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The category an import would store (null: the import would fail).',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The category an import would store (null: the import would fail).',
  })
  mappedCategory: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The architecture an import would store (created by name when new).',
  })
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The architecture an import would store (created by name when new).',
  })
  mappedArchitecture: string | null;
}

@ObjectType()
export class ProviderModelSearchPage {
  @Field(() => [ProviderModel]) results: ProviderModel[];
  @Field(() => Int) totalResults: number;
  @Field(() => Int) offset: number;
  @Field(() => Int) limit: number;
}

/** One selected search result, sent back as the search returned it. */
@InputType()
export class ImportModelInput {
  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'air is required' })
  @MaxLength(200)
  air: string;

  @Field()
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxLength(300)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  version?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  type?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  architecture?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @ArrayMaxSize(200)
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  heroImage?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  private?: boolean | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(64)
  @Max(4096)
  defaultWidth?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(64)
  @Max(4096)
  defaultHeight?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(150)
  defaultSteps?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  defaultScheduler?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsNumber()
  @Min(0)
  @Max(50)
  defaultCFG?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  positiveTriggerWords?: string | null;
}

@InputType()
export class ImportModelsInput {
  @Field(() => [ImportModelInput])
  @ValidateNested({ each: true })
  @Type(() => ImportModelInput)
  @ArrayMinSize(1, { message: 'Select at least one model to import' })
  @ArrayMaxSize(MAX_IMPORT_MODELS)
  models: ImportModelInput[];

  @Field(() => Int, {
    nullable: true,
    description:
      'Null: new models get the default level (Free) and stored ones keep theirs. A level: applied to every imported model.',
  })
  @IsOptional()
  @IsInt()
  accessLevelId?: number | null;
}

@ObjectType()
export class ImportFailure {
  @ApiProperty({ type: String })
  @Field()
  air: string;
  @ApiProperty({ type: String })
  @Field()
  reason: string;
}

@ObjectType()
export class ModelImportResult {
  @Field(() => Int, { description: 'Stored after the job: newly created plus already stored.' })
  @ApiProperty({
    type: 'integer',
    description: 'Stored after the job: newly created plus already stored.',
  })
  imported: number;
  @Field(() => Int, { description: 'Of which newly created.' })
  @ApiProperty({ type: 'integer', description: 'Of which newly created.' })
  created: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  failed: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  total: number;
  @ApiProperty({ type: () => [ImportFailure] })
  @Field(() => [ImportFailure])
  failures: ImportFailure[];
}
