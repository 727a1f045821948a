import { ArgsType, Field, Float, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import { CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { OptionalNested } from '../../common/validation/optional-nested.js';
import { GenerateImagesInput } from '../dto/generate-images.input.js';
import {
  COMPARISON_PARAMETERS,
  COMPARISON_VALUES_MAX,
  type ComparisonParameter,
} from './comparison-parameters.js';

export const ComparisonParameterEnum = closedEnum(
  'ComparisonParameter',
  COMPARISON_PARAMETERS,
  'A setting a comparison varies along one axis.',
  {
    steps: 'Denoising steps (whole numbers).',
    cfgScale: 'CFG scale (numbers).',
    scheduler: 'The sampler (scheduler keys).',
    seed: 'The seed (whole numbers).',
    model: 'The base model (AIRs of models of the same architecture as the base request).',
    loraWeight: "The weight of the base request's first LoRA (numbers).",
    prompt: "Prompt search/replace: each value replaces the axis' search text in the prompt.",
  },
);

@InputType({ description: 'One axis of a comparison: a setting and 1 to 5 values of it.' })
export class ComparisonAxisInput {
  @Field(() => ComparisonParameterEnum, { description: 'The setting this axis varies.' })
  @ApiProperty({ enum: COMPARISON_PARAMETERS, description: 'The setting this axis varies.' })
  @IsIn(COMPARISON_PARAMETERS, {
    message: `parameter must be one of ${COMPARISON_PARAMETERS.join(', ')}`,
  })
  parameter: ComparisonParameter;

  @Field(() => [String], {
    description: `1 to ${COMPARISON_VALUES_MAX} values, written as text (numbers for steps, CFG, seed and LoRA weight).`,
  })
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: COMPARISON_VALUES_MAX,
    description: 'The values, as text.',
  })
  @IsArray({ message: 'values must be a list' })
  @ArrayMinSize(1, { message: `values must hold 1 to ${COMPARISON_VALUES_MAX} values` })
  @ArrayMaxSize(COMPARISON_VALUES_MAX, {
    message: `values must hold 1 to ${COMPARISON_VALUES_MAX} values`,
  })
  @IsString({ each: true, message: 'each value must be text' })
  @MaxLength(2000, { each: true, message: 'a value is at most 2000 characters' })
  values: string[];

  @Field(() => String, {
    nullable: true,
    description: 'For prompt: the text of the base prompt each value replaces.',
  })
  @ApiProperty({ type: String, required: false, description: 'For prompt: the text replaced.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  search?: string | null;
}

@InputType({
  description:
    'An X/Y comparison: a base request (one image per cell) and one or two axes of values; each cell is the base with its values in place.',
})
export class ComparisonInput {
  @Field(() => GenerateImagesInput, {
    description: 'The settings every cell shares; imageCount is always 1 per cell.',
  })
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The settings every cell shares, as GraphQL GenerateImagesInput takes them (prompt, model, width, height, steps, cfgScale, scheduler, seed, loras, …); imageCount is always 1.',
  })
  @ValidateNested()
  @Type(() => GenerateImagesInput)
  base: GenerateImagesInput;

  @Field(() => ComparisonAxisInput, { description: 'The columns.' })
  @ApiProperty({ type: () => ComparisonAxisInput, description: 'The columns.' })
  @ValidateNested()
  @Type(() => ComparisonAxisInput)
  x: ComparisonAxisInput;

  @Field(() => ComparisonAxisInput, { nullable: true, description: 'The rows, if any.' })
  @ApiProperty({
    type: () => ComparisonAxisInput,
    required: false,
    description: 'The rows, if any.',
  })
  @OptionalNested(() => ComparisonAxisInput)
  y?: ComparisonAxisInput | null;
}

@InputType({
  description: 'A comparison to start, with the total estimate the user confirmed.',
})
export class StartComparisonInput extends ComparisonInput {
  @Field(() => Float, {
    description:
      'The total estimate (credits) the user saw and confirmed: refused when the estimate is now higher.',
  })
  @ApiProperty({ type: Number, description: 'The confirmed total estimate, in credits.' })
  @IsNumber({}, { message: 'confirmedCredits must be a number' })
  @Min(0, { message: 'confirmedCredits must be at least 0' })
  confirmedCredits: number;
}

@InputType({ description: 'Where to save a comparison’s grid.' })
export class SaveComparisonGridInput {
  @Field(() => String, {
    nullable: true,
    description: 'One of your folders (by id); the Default folder when left out.',
  })
  @ApiProperty({ type: String, required: false, format: 'uuid', description: 'A folder id.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  folderId?: string | null;
}

/** How many past comparisons a page holds unless asked otherwise. */
export const COMPARISONS_PAGE_SIZE = 20;

@ArgsType()
export class ComparisonPageArgs extends CursorPageArgs(COMPARISONS_PAGE_SIZE) {}
