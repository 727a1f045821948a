import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const nullableString = { type: String, nullable: true } as const;

/** Add-ons a model works with. A model saved without some of these keys simply lacks them (no). */
export class ModelExtrasView {
  @ApiPropertyOptional({ type: Boolean }) lora?: boolean;
  @ApiPropertyOptional({ type: Boolean }) controlnet?: boolean;
  @ApiPropertyOptional({ type: Boolean }) vae?: boolean;
  @ApiPropertyOptional({ type: Boolean }) ipadapter?: boolean;
  @ApiPropertyOptional({ type: Boolean }) embeddings?: boolean;
}

/** A model of the catalogue (checkpoints and add-ons) as REST answers show it. */
export class ModelView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty(nullableString) version: string | null;

  @ApiProperty({
    type: String,
    description: 'The AIR identifier.',
    example: 'civitai:101055@128078',
  })
  civitAIR: string;

  @ApiProperty({ type: 'integer' }) modelCategoryId: number;
  @ApiProperty({ type: 'integer' }) architectureId: number;

  @ApiProperty({ ...nullableString, description: 'base, inpainting or refiner (checkpoints).' })
  modelType: string | null;

  @ApiProperty({ type: [String] }) tags: string[];
  @ApiProperty(nullableString) heroImage: string | null;
  @ApiProperty({ type: Boolean, description: 'Only administrators see it.' }) isPrivate: boolean;
  @ApiProperty({ type: 'integer' }) defaultWidth: number;
  @ApiProperty({ type: 'integer' }) defaultHeight: number;
  @ApiProperty({ type: 'integer' }) defaultSteps: number;
  @ApiProperty({ type: String }) defaultScheduler: string;
  @ApiProperty({ type: Number }) defaultCFG: number;

  @ApiProperty({ type: 'integer', description: 'The lowest access level that may use it.' })
  accessLevelId: number;

  @ApiProperty({ type: [String] }) triggerWords: string[];
  @ApiProperty({ type: () => ModelExtrasView }) extras: ModelExtrasView;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: string;
}

/** A model family (SDXL 1.0, FLUX.1 D, ...). */
export class ArchitectureView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: String, example: 'FLUX.1 D' }) architecture: string;

  @ApiProperty({
    ...nullableString,
    description: "The provider's code (flux1d); null for architectures created on import.",
  })
  code: string | null;
}

/** What an architecture supports and accepts. */
export class ArchitectureCapabilityView {
  @ApiProperty({ type: 'integer' }) architectureId: number;
  @ApiProperty({ type: Boolean }) supportsLoRA: boolean;
  @ApiProperty({ type: Boolean }) supportsControlNet: boolean;
  @ApiProperty({ type: Boolean }) supportsVAE: boolean;
  @ApiProperty({ type: Boolean }) supportsIPAdapter: boolean;
  @ApiProperty({ type: Boolean, description: 'Whether it takes textual-inversion embeddings.' })
  supportsEmbeddings: boolean;
  @ApiProperty({ type: Boolean, description: 'Whether it takes hires fix.' })
  supportsHiresFix: boolean;
  @ApiProperty({ type: Boolean, description: 'Whether it takes face refinement.' })
  supportsFaceRefinement: boolean;
  @ApiProperty({ type: Boolean, description: 'Whether it draws a transparent background.' })
  supportsTransparentBackground: boolean;
  @ApiProperty({ type: Boolean, description: 'Whether it extends a canvas (outpaint).' })
  supportsOutpaint: boolean;
  @ApiProperty({
    type: Boolean,
    description: 'Whether it keeps an identity from reference images (PuLID).',
  })
  supportsPulid: boolean;
  @ApiProperty({
    type: Boolean,
    description:
      'Whether it starts from a seed image (image to image, inpainting, variations, outpaint).',
  })
  supportsSeedImage: boolean;
  @ApiProperty({
    type: 'integer',
    description:
      'How many reference images an instruction edit takes (FLUX.1 Kontext); 0 where it takes none.',
  })
  maxReferenceImages: number;
  @ApiProperty({ type: 'integer' }) defaultSteps: number;
  @ApiProperty({ type: Number }) defaultCFG: number;

  @ApiProperty({ type: Boolean, description: 'False when a negative prompt is refused (FLUX).' })
  supportsNegativePrompt: boolean;

  @ApiProperty({ type: 'integer' }) minSteps: number;
  @ApiProperty({ type: 'integer' }) maxSteps: number;
  @ApiProperty({ type: 'integer', description: 'Smallest width or height.' }) minDimension: number;
  @ApiProperty({ type: 'integer', description: 'Largest width or height.' }) maxDimension: number;

  @ApiProperty({ type: 'integer', description: 'Width and height are multiples of this.' })
  dimensionMultiple: number;

  @ApiProperty({ type: Number }) minLoraWeight: number;
  @ApiProperty({ type: Number }) maxLoraWeight: number;
  @ApiProperty({ type: Number }) minControlNetWeight: number;
  @ApiProperty({ type: Number }) maxControlNetWeight: number;
  @ApiProperty({ type: Number }) minIpAdapterWeight: number;
  @ApiProperty({ type: Number }) maxIpAdapterWeight: number;
}

export class SizePresetView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) architectureId: number;
  @ApiProperty({ type: String, example: 'square' }) name: string;
  @ApiProperty({ type: String }) label: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ type: 'integer' }) sortOrder: number;
}

export class SchedulerView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) architectureId: number;
  @ApiProperty({ type: String, description: 'The name sent to the provider.' })
  schedulerKey: string;
  @ApiProperty({ type: String }) friendlyName: string;
  @ApiProperty({ type: Boolean }) isDefault: boolean;
}

export class ModelCategoryView {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: String, example: 'checkpointBase' }) category: string;
}
