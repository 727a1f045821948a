import { Field, Float, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

/** Most identity images one generation takes: a saved character holds as many. */
export const MAX_PULID_IMAGES = 4;
/** Runware's idWeight range (2025 docs; the 2026 schema map gives none). */
export const PULID_ID_WEIGHT_MAX = 3;
/** trueCFGScale's upper bound in the provider's range. */
export const PULID_TRUE_CFG_MAX = 10;
/** The start step is given as a percentage of the steps. */
const PERCENT_MAX = 100;

const IMAGES_MESSAGE = `pulid.images must hold 1 to ${MAX_PULID_IMAGES} images`;
const RANGE_MESSAGE = (field: string, max: number) => `pulid.${field} must be from 0 to ${max}`;

@InputType({
  description:
    'PuLID: the face or subject of the reference images is kept in what is drawn. Only where the architecture supports it (supportsPulid).',
})
export class PulidInput {
  @Field(() => [String], {
    description: `1 to ${MAX_PULID_IMAGES} images of one face or subject: an imageUUID, creation:<id> of one of your saved images, a data URL or URL.`,
  })
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMinSize(1, { message: IMAGES_MESSAGE })
  @ArrayMaxSize(MAX_PULID_IMAGES, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: 'pulid.images must be a list of images' })
  @MinLength(1, { each: true, message: 'pulid.images must not hold an empty image' })
  @MaxLength(15_000_000, { each: true, message: 'pulid.images holds an image that is too large' })
  images: string[];

  @Field(() => Float, {
    nullable: true,
    description: `How closely the identity is kept, 0 to ${PULID_ID_WEIGHT_MAX}; null for the provider's default (1).`,
  })
  @IsOptional()
  @IsNumber({}, { message: RANGE_MESSAGE('idWeight', PULID_ID_WEIGHT_MAX) })
  @Min(0, { message: RANGE_MESSAGE('idWeight', PULID_ID_WEIGHT_MAX) })
  @Max(PULID_ID_WEIGHT_MAX, { message: RANGE_MESSAGE('idWeight', PULID_ID_WEIGHT_MAX) })
  idWeight?: number;

  @Field(() => Float, {
    nullable: true,
    description:
      "Guidance scale of the identity embedding, 0 to 10; null for the provider's default.",
  })
  @IsOptional()
  @IsNumber({}, { message: RANGE_MESSAGE('trueCfgScale', PULID_TRUE_CFG_MAX) })
  @Min(0, { message: RANGE_MESSAGE('trueCfgScale', PULID_TRUE_CFG_MAX) })
  @Max(PULID_TRUE_CFG_MAX, { message: RANGE_MESSAGE('trueCfgScale', PULID_TRUE_CFG_MAX) })
  trueCfgScale?: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "The percentage of the steps after which the identity starts to act, 0 to 100; null for the provider's default.",
  })
  @IsOptional()
  @IsInt({ message: RANGE_MESSAGE('startStepPercentage', PERCENT_MAX) })
  @Min(0, { message: RANGE_MESSAGE('startStepPercentage', PERCENT_MAX) })
  @Max(PERCENT_MAX, { message: RANGE_MESSAGE('startStepPercentage', PERCENT_MAX) })
  startStepPercentage?: number;
}
