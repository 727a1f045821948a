import { applyDecorators } from '@nestjs/common';
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { MAX_REFERENCE_IMAGES } from '../../generation/reference-images.js';

/** An optional weight bound, refused outside `min`..`max` with a message naming the field. */
function WeightLimit(name: string, min: number, max: number, what: string): PropertyDecorator {
  const range = `${name} must be between ${min} and ${max}`;
  return applyDecorators(
    Field(() => Float, {
      nullable: true,
      description: `${what}, ${min} to ${max}; null keeps it.`,
    }),
    IsOptional(),
    IsNumber({}, { message: `${name} must be a number` }),
    Min(min, { message: range }),
    Max(max, { message: range }),
  );
}

/** An administrator's change to what an architecture accepts (GraphQL input and REST body). */
@InputType({
  description:
    'Changes to what an architecture accepts: only the fields given change; each min stays <= its max.',
})
export class ArchitectureCapabilityChanges {
  @Field({
    nullable: true,
    description: 'False refuses a negative prompt (as FLUX does); null keeps it.',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsNegativePrompt?: boolean;

  @Field({ nullable: true, description: 'Whether it takes LoRA models; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsLoRA?: boolean;

  @Field({ nullable: true, description: 'Whether it takes ControlNets; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsControlNet?: boolean;

  @Field({ nullable: true, description: 'Whether it takes a VAE; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsVAE?: boolean;

  @Field({ nullable: true, description: 'Whether it takes IP-Adapters; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsIPAdapter?: boolean;

  @Field({ nullable: true, description: 'Whether it takes hires fix; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsHiresFix?: boolean;

  @Field({ nullable: true, description: 'Whether it takes face refinement; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsFaceRefinement?: boolean;

  @Field({ nullable: true, description: 'Whether it extends a canvas (outpaint); null keeps it.' })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsOutpaint?: boolean;

  @Field({
    nullable: true,
    description: 'Whether it keeps an identity from reference images (PuLID); null keeps it.',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsPulid?: boolean;

  @Field({
    nullable: true,
    description:
      'Whether it starts from a seed image (image to image, inpainting, variations); null keeps it.',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsSeedImage?: boolean;

  @Field({
    nullable: true,
    description: 'Whether it draws a transparent background; null keeps it.',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsTransparentBackground?: boolean;

  @Field({
    nullable: true,
    description: 'Whether it takes textual-inversion embeddings; null keeps it.',
  })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  supportsEmbeddings?: boolean;

  @Field(() => Int, {
    nullable: true,
    description: `How many reference images an instruction edit takes, 0 (none) to ${MAX_REFERENCE_IMAGES}; null keeps it.`,
  })
  @IsOptional()
  @IsInt({ message: 'maxReferenceImages must be a whole number' })
  @Min(0, { message: `maxReferenceImages must be between 0 and ${MAX_REFERENCE_IMAGES}` })
  @Max(MAX_REFERENCE_IMAGES, {
    message: `maxReferenceImages must be between 0 and ${MAX_REFERENCE_IMAGES}`,
  })
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_REFERENCE_IMAGES })
  maxReferenceImages?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Fewest steps a generation may ask for, 1 to 200; null keeps it.',
  })
  @IsOptional()
  @IsInt({ message: 'minSteps must be a whole number' })
  @Min(1, { message: 'minSteps must be between 1 and 200' })
  @Max(200, { message: 'minSteps must be between 1 and 200' })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200 })
  minSteps?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Most steps a generation may ask for, 1 to 200; null keeps it.',
  })
  @IsOptional()
  @IsInt({ message: 'maxSteps must be a whole number' })
  @Min(1, { message: 'maxSteps must be between 1 and 200' })
  @Max(200, { message: 'maxSteps must be between 1 and 200' })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200 })
  maxSteps?: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Smallest width or height in pixels, 64 to 4096, a multiple of dimensionMultiple; null keeps it.',
  })
  @IsOptional()
  @IsInt({ message: 'minDimension must be a whole number' })
  @Min(64, { message: 'minDimension must be between 64 and 4096' })
  @Max(4096, { message: 'minDimension must be between 64 and 4096' })
  @ApiPropertyOptional({ type: 'integer', minimum: 64, maximum: 4096 })
  minDimension?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Largest width or height in pixels, 64 to 4096; null keeps it.',
  })
  @IsOptional()
  @IsInt({ message: 'maxDimension must be a whole number' })
  @Min(64, { message: 'maxDimension must be between 64 and 4096' })
  @Max(4096, { message: 'maxDimension must be between 64 and 4096' })
  @ApiPropertyOptional({ type: 'integer', minimum: 64, maximum: 4096 })
  maxDimension?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Width and height must be multiples of this, 1 to 256; null keeps it.',
  })
  @IsOptional()
  @IsInt({ message: 'dimensionMultiple must be a whole number' })
  @Min(1, { message: 'dimensionMultiple must be between 1 and 256' })
  @Max(256, { message: 'dimensionMultiple must be between 1 and 256' })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 256 })
  dimensionMultiple?: number;

  // Each list within the product's 0..2 and what the provider takes for it (LoRA −4..4,
  // ControlNet and IP-Adapter 0..1).

  @WeightLimit('minLoraWeight', 0, 2, 'Lowest LoRA (and LyCORIS) weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 2 })
  minLoraWeight?: number;

  @WeightLimit('maxLoraWeight', 0, 2, 'Highest LoRA (and LyCORIS) weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 2 })
  maxLoraWeight?: number;

  @WeightLimit('minControlNetWeight', 0, 1, 'Lowest ControlNet weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1 })
  minControlNetWeight?: number;

  @WeightLimit('maxControlNetWeight', 0, 1, 'Highest ControlNet weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1 })
  maxControlNetWeight?: number;

  @WeightLimit('minIpAdapterWeight', 0, 1, 'Lowest IP-Adapter weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1 })
  minIpAdapterWeight?: number;

  @WeightLimit('maxIpAdapterWeight', 0, 1, 'Highest IP-Adapter weight')
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1 })
  maxIpAdapterWeight?: number;
}
