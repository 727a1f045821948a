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
import { AIR_MAX_LENGTH } from '../../../catalog/air.js';
import { MODEL_DEFAULTS } from '../../../catalog/model-row.js';
import { LIST_ITEM_MAX_LENGTH, MODEL_SETTING_RANGES, MODEL_TAGS_MAX } from './admin-model.input.js';
import { closedEnum } from '../../../common/graphql/closed-enum.js';
import { PAGE_SIZE_MAX } from '../../../common/pagination/page-size.js';
import { restInput, restOutput } from '../../../common/rest/rest-shape.js';

const { pixels: PIXELS, steps: STEPS, cfg: CFG } = MODEL_SETTING_RANGES;

/** The provider types checkpoints as we do: base, inpainting or refiner. */
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
/** Admin search pages hold 30 results. */
export const PROVIDER_SEARCH_PAGE_SIZE = 30;
/** Most models one import job takes. */
export const MAX_IMPORT_MODELS = 500;

@InputType({ description: "A search of the provider's model catalogue, one page at a time." })
export class ProviderModelSearchInput {
  @Field({ nullable: true, description: 'Free text.' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(500)
  search?: string;

  @Field(() => ModelTypeEnum, { nullable: true, description: 'Only checkpoints of this type.' })
  @IsOptional()
  @IsIn(PROVIDER_TYPES, { message: `type must be one of ${PROVIDER_TYPES.join(', ')}` })
  type?: string;

  @Field(() => ProviderModelCategoryEnum, {
    nullable: true,
    description: 'Only models of this category.',
  })
  @IsOptional()
  @IsIn(PROVIDER_CATEGORIES, {
    message: `category must be one of ${PROVIDER_CATEGORIES.join(', ')}`,
  })
  category?: string;

  @Field({ nullable: true, description: "The provider's architecture code (sdxl, flux1d, ...)." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  architecture?: string;

  @Field(() => Int, {
    defaultValue: 0,
    description: 'Results to skip, 0 or more: (page - 1) * 30 with the default limit.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  offset: number = 0;

  @Field(() => Int, {
    defaultValue: PROVIDER_SEARCH_PAGE_SIZE,
    description: `Results per page, 1 to ${PAGE_SIZE_MAX} (default ${PROVIDER_SEARCH_PAGE_SIZE}).`,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(PAGE_SIZE_MAX)
  limit: number = PROVIDER_SEARCH_PAGE_SIZE;
}

@ObjectType({ description: "One model of the provider's search, as the import would see it." })
export class ProviderModel {
  @Field({ description: "The model's AIR identifier; an import stores it as civitAIR." })
  air: string;
  @Field({ description: "The model's name." })
  name: string;
  @Field(() => String, { nullable: true, description: 'Its version name; null when none.' })
  version: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The provider's category: checkpoint, lora, ...",
  })
  category: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The checkpoint type: base, inpainting or refiner; null for add-ons.',
  })
  type: string | null;
  @Field(() => String, { nullable: true, description: 'Provider code (sdxl, flux1d, ...).' })
  architecture: string | null;
  @Field(() => [String], { description: "The provider's tags." })
  tags: string[];
  @Field(() => String, { nullable: true, description: 'URL of a preview image; null when none.' })
  heroImage: string | null;
  @Field({ description: 'Private at the provider; an import stores it as a private model.' })
  private: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Suggested width in pixels; null when the provider has none (imported as 1024).',
  })
  defaultWidth: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Suggested height in pixels; null when the provider has none (imported as 1024).',
  })
  defaultHeight: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Suggested steps; null when the provider has none (imported as 20).',
  })
  defaultSteps: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Suggested scheduler; null when the provider has none (imported as 'Default').",
  })
  defaultScheduler: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Suggested CFG scale; null when the provider has none (imported as 7.5).',
  })
  defaultCFG: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Trigger words, comma-separated; null when none.',
  })
  positiveTriggerWords: string | null;

  @Field({ description: 'A stored model has this AIR ("Already Imported").' })
  alreadyImported: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The category an import would store (null: the import would fail).',
  })
  mappedCategory: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The architecture an import would store (created by name when new).',
  })
  mappedArchitecture: string | null;
}

@ObjectType({ description: "One page of the provider's model search." })
export class ProviderModelSearchPage {
  @Field(() => [ProviderModel], { description: "This page's models." })
  results: ProviderModel[];
  @Field(() => Int, { description: 'How many models match, across every page.' })
  totalResults: number;
  @Field(() => Int, { description: 'How many results come before this page.' })
  offset: number;
  @Field(() => Int, { description: 'The page size asked for.' })
  limit: number;
}

@InputType({
  description: 'One chosen search result, sent back as the search returned it (ProviderModel).',
})
export class ImportModelInput {
  @Field({
    description: `The model's AIR, 1 to ${AIR_MAX_LENGTH} characters; a model already stored under it is kept.`,
  })
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'air is required' })
  @MaxLength(AIR_MAX_LENGTH)
  air: string;

  @Field({ description: "The model's name, 1 to 300 characters." })
  @Trimmed()
  @IsString()
  @MinLength(1, { message: 'name is required' })
  @MaxLength(300)
  name: string;

  @Field(() => String, {
    nullable: true,
    description: 'Its version name, up to 300 characters; null for none.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  version?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The provider's category (checkpoint, lora, ...); with type, picks the stored one.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The checkpoint type: base or inpainting (a refiner cannot be imported).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  type?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The provider's architecture code (sdxl, flux1d, ...), created when new; required to import.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  architecture?: string | null;

  @Field(() => [String], {
    nullable: true,
    description: `Tags: at most ${MODEL_TAGS_MAX}, each up to ${LIST_ITEM_MAX_LENGTH} characters.`,
  })
  @IsOptional()
  @IsString({ each: true })
  @MaxLength(LIST_ITEM_MAX_LENGTH, { each: true })
  @ArrayMaxSize(MODEL_TAGS_MAX)
  tags?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: 'URL of a preview image, up to 2000 characters; null for none.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  heroImage?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True stores it as a private model (administrators only).',
  })
  @IsOptional()
  @IsBoolean()
  private?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: `Suggested width in pixels, ${PIXELS.min} to ${PIXELS.max}; null: ${MODEL_DEFAULTS.width}.`,
  })
  @IsOptional()
  @IsInt()
  @Min(PIXELS.min)
  @Max(PIXELS.max)
  defaultWidth?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Suggested height in pixels, ${PIXELS.min} to ${PIXELS.max}; null: ${MODEL_DEFAULTS.height}.`,
  })
  @IsOptional()
  @IsInt()
  @Min(PIXELS.min)
  @Max(PIXELS.max)
  defaultHeight?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: `Suggested steps, ${STEPS.min} to ${STEPS.max}; null: ${MODEL_DEFAULTS.steps}.`,
  })
  @IsOptional()
  @IsInt()
  @Min(STEPS.min)
  @Max(STEPS.max)
  defaultSteps?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "Suggested scheduler, up to 100 characters; null: 'Default'.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  defaultScheduler?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: `Suggested CFG scale, ${CFG.min} to ${CFG.max}; null: ${MODEL_DEFAULTS.cfg}.`,
  })
  @IsOptional()
  @IsNumber()
  @Min(CFG.min)
  @Max(CFG.max)
  defaultCFG?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Comma-separated trigger words, kept for LoRA, Embedding and LyCORIS models.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  positiveTriggerWords?: string | null;
}

@InputType({ description: 'The search results to import, and the access level to give them.' })
export class ImportModelsInput {
  @Field(() => [ImportModelInput], { description: 'The chosen results, 1 to 500.' })
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

@ObjectType({ description: 'A model the import could not store, and why.' })
export class ImportFailure {
  @Field({ description: "The model's AIR." })
  air: string;
  @Field({ description: 'Why it was not stored.' })
  reason: string;
}

@ObjectType({ description: 'The outcome of a model-import job.' })
export class ModelImportResult {
  @Field(() => Int, { description: 'Stored after the job: newly created plus already stored.' })
  imported: number;
  @Field(() => Int, { description: 'Of which newly created.' })
  created: number;
  @Field(() => Int, { description: 'How many could not be stored (see failures).' })
  failed: number;
  @Field(() => Int, { description: 'How many models the job was given.' })
  total: number;
  @Field(() => [ImportFailure], { description: 'Each model not stored, and why.' })
  failures: ImportFailure[];
}

/** A model-import job's outcome, as REST answers it (GET /api/admin/jobs/model-import/{id}). */
export const ModelImportResultRest = restOutput(ModelImportResult, {
  name: 'ModelImportResult',
  nested: { failures: restOutput(ImportFailure, { name: 'ImportFailure' }) },
});

/** A result of the provider's model search, as REST answers it. */
const ProviderModelRest = restOutput(ProviderModel, { name: 'ProviderModel' });

/** One page of the provider's model search (POST /api/admin/search-models wraps it in a list). */
export const ProviderSearchPage = restOutput(ProviderModelSearchPage, {
  name: 'ProviderSearchPage',
  omit: ['offset', 'limit'],
  nested: { results: ProviderModelRest },
});

/** The fields of the REST search body (POST /api/admin/search-models) GraphQL's search has too. */
export const SearchModelsFields = restInput(ProviderModelSearchInput, {
  name: 'SearchModelsFields',
  openApi: {
    // Listed as before: the values alone (IsOptional also takes null, which keeps no filter).
    type: { nullable: undefined },
    category: { nullable: undefined },
    // GraphQL fills these in when left out; so does the REST body.
    offset: { required: false, default: 0, description: '(page - 1) * 30' },
    limit: { required: false, default: PROVIDER_SEARCH_PAGE_SIZE },
  },
});
