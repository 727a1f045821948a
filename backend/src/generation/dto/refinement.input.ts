import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { IsIn, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { HIRES_FIX_UPSCALERS, type HiresFixUpscaler } from '../../provider/generation-request.js';

/** The most steps a hires or face pass may take (the provider's step range). */
export const REFINEMENT_STEPS_MAX = 100;
const STEPS_MESSAGE = (field: string) =>
  `${field} must be a whole number from 1 to ${REFINEMENT_STEPS_MAX}`;
const SHARE_MESSAGE = (field: string) => `${field} must be a number from 0 to 1`;

@InputType({
  description:
    'Hires fix: the picture is upscaled to twice its width and height and drawn again in a second pass, for detail at the larger size. Only where the architecture supports it (supportsHiresFix).',
})
export class HiresFixInput {
  @Field(() => String, {
    description: `The upscaler of the second pass: ${HIRES_FIX_UPSCALERS.join(', ')}.`,
    defaultValue: HIRES_FIX_UPSCALERS[0],
  })
  @IsIn(HIRES_FIX_UPSCALERS, {
    message: `upscaler must be one of ${HIRES_FIX_UPSCALERS.join(', ')}`,
  })
  upscaler: HiresFixUpscaler = HIRES_FIX_UPSCALERS[0];

  @Field(() => Int, { description: 'Steps of the second pass, 1 to 100.', defaultValue: 10 })
  @IsInt({ message: STEPS_MESSAGE('hiresFix.steps') })
  @Min(1, { message: STEPS_MESSAGE('hiresFix.steps') })
  @Max(REFINEMENT_STEPS_MAX, { message: STEPS_MESSAGE('hiresFix.steps') })
  steps: number = 10;

  @Field(() => Float, {
    description: 'How far the second pass moves from the upscaled first, 0 to 1.',
    defaultValue: 0.5,
  })
  @IsNumber({}, { message: SHARE_MESSAGE('hiresFix.strength') })
  @Min(0, { message: SHARE_MESSAGE('hiresFix.strength') })
  @Max(1, { message: SHARE_MESSAGE('hiresFix.strength') })
  strength: number = 0.5;
}

@InputType({
  description:
    'Face refinement: faces are found and drawn again at a higher resolution. Only where the architecture supports it (supportsFaceRefinement).',
})
export class FaceRefinementInput {
  @Field(() => Int, { description: 'Steps of the face pass, 1 to 100.', defaultValue: 20 })
  @IsInt({ message: STEPS_MESSAGE('faceRefinement.steps') })
  @Min(1, { message: STEPS_MESSAGE('faceRefinement.steps') })
  @Max(REFINEMENT_STEPS_MAX, { message: STEPS_MESSAGE('faceRefinement.steps') })
  steps: number = 20;

  @Field(() => Float, {
    description: 'How far a face may move from the first drawing, 0 to 1.',
    defaultValue: 0.4,
  })
  @IsNumber({}, { message: SHARE_MESSAGE('faceRefinement.strength') })
  @Min(0, { message: SHARE_MESSAGE('faceRefinement.strength') })
  @Max(1, { message: SHARE_MESSAGE('faceRefinement.strength') })
  strength: number = 0.4;

  @Field(() => Float, {
    nullable: true,
    description:
      "How sure the detector must be that it sees a face, 0 to 1; null for the provider's default.",
  })
  @IsOptional()
  @IsNumber({}, { message: SHARE_MESSAGE('faceRefinement.confidence') })
  @Min(0, { message: SHARE_MESSAGE('faceRefinement.confidence') })
  @Max(1, { message: SHARE_MESSAGE('faceRefinement.confidence') })
  confidence?: number;
}

/** Each extension is a multiple of this (the provider's rule). */
export const OUTPAINT_MULTIPLE = 64;
const SIDE_MESSAGE = (side: string) =>
  `outpaint.${side} must be 0 to 2048 pixels, a multiple of ${OUTPAINT_MULTIPLE}`;

@InputType({
  description:
    'Outpainting: how many pixels to add past each edge of the seed image (multiples of 64, at least one side); width and height are then the extended size. Only where the architecture supports it (supportsOutpaint).',
})
export class OutpaintInput {
  @Field(() => Int, { description: 'Pixels added above the seed image.', defaultValue: 0 })
  @IsInt({ message: SIDE_MESSAGE('top') })
  @Min(0, { message: SIDE_MESSAGE('top') })
  @Max(2048, { message: SIDE_MESSAGE('top') })
  top: number = 0;

  @Field(() => Int, {
    description: 'Pixels added to the right of the seed image.',
    defaultValue: 0,
  })
  @IsInt({ message: SIDE_MESSAGE('right') })
  @Min(0, { message: SIDE_MESSAGE('right') })
  @Max(2048, { message: SIDE_MESSAGE('right') })
  right: number = 0;

  @Field(() => Int, { description: 'Pixels added below the seed image.', defaultValue: 0 })
  @IsInt({ message: SIDE_MESSAGE('bottom') })
  @Min(0, { message: SIDE_MESSAGE('bottom') })
  @Max(2048, { message: SIDE_MESSAGE('bottom') })
  bottom: number = 0;

  @Field(() => Int, { description: 'Pixels added to the left of the seed image.', defaultValue: 0 })
  @IsInt({ message: SIDE_MESSAGE('left') })
  @Min(0, { message: SIDE_MESSAGE('left') })
  @Max(2048, { message: SIDE_MESSAGE('left') })
  left: number = 0;

  @Field(() => Int, {
    description: 'How softly the new area meets the old, 0 (a sharp seam) to 32.',
    defaultValue: 0,
  })
  @IsInt({ message: 'outpaint.blur must be a whole number from 0 to 32' })
  @Min(0, { message: 'outpaint.blur must be a whole number from 0 to 32' })
  @Max(32, { message: 'outpaint.blur must be a whole number from 0 to 32' })
  blur: number = 0;
}
