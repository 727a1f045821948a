import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  HIRES_FIX_UPSCALERS,
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_EMBED_SCALINGS,
  IP_ADAPTER_WEIGHT_TYPES,
} from '../../provider/generation-request.js';
import { PROMPT_MIN_LENGTH, PROMPT_MAX_LENGTH } from '../prompt-limits.js';
import { MAX_PULID_IMAGES, PULID_ID_WEIGHT_MAX } from './pulid.input.js';
import { MAX_REFERENCE_IMAGES } from '../reference-images.js';

const AIR_EXAMPLE = 'civitai:101055@128078';

/** Hires fix: a second pass at twice the width and height. */
export class TaskHiresFix {
  @ApiPropertyOptional({ enum: HIRES_FIX_UPSCALERS, default: HIRES_FIX_UPSCALERS[0] })
  upscaler?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 10 })
  steps?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1, default: 0.5 })
  strength?: number;
}

/** Face refinement: faces found and drawn again. */
export class TaskFaceRefinement {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  steps?: number;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1, default: 0.4 })
  strength?: number;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 1,
    description: "The detector's threshold; the provider's default when absent.",
  })
  confidence?: number;
}

/** Outpainting: pixels added past each edge of seedImage. */
export class TaskOutpaint {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 2048, multipleOf: 64, default: 0 })
  top?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 2048, multipleOf: 64, default: 0 })
  right?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 2048, multipleOf: 64, default: 0 })
  bottom?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 2048, multipleOf: 64, default: 0 })
  left?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 32, default: 0 })
  blur?: number;
}

/** PuLID: identity images kept in what is drawn. */
export class TaskPulid {
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_PULID_IMAGES,
    description:
      'Images of one face or subject: an imageUUID, creation:<id> of one of your saved images, a data URL or URL.',
  })
  images: string[];
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: PULID_ID_WEIGHT_MAX, default: 1 })
  idWeight?: number;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 10 })
  trueCfgScale?: number;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100 })
  startStepPercentage?: number;
}

/** An add-on of a task (`lora`, `controlNets`, `ipAdapter`). */
export class TaskAddOn {
  @ApiProperty({
    type: String,
    description: 'The AIR of the add-on.',
    example: 'civitai:132942@146296',
  })
  model: string;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 2, default: 1 })
  weight?: number;

  @ApiPropertyOptional({
    type: String,
    description: 'ControlNet and IP-Adapter: the guide image (data URL or URL).',
  })
  guideImage?: string;

  @ApiPropertyOptional({
    type: [String],
    description: 'IP-Adapter only: several reference images (data URLs or URLs), at most 4.',
  })
  guideImages?: string[];

  @ApiPropertyOptional({
    enum: IP_ADAPTER_WEIGHT_TYPES,
    description: 'IP-Adapter only (SD 1.5, SDXL, Pony).',
  })
  weightType?: string;

  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 1, description: 'IP-Adapter only.' })
  weightComposition?: number;

  @ApiPropertyOptional({ enum: IP_ADAPTER_EMBED_SCALINGS, description: 'IP-Adapter only.' })
  embedScaling?: string;

  @ApiPropertyOptional({
    enum: IP_ADAPTER_COMBINE_METHODS,
    description: 'IP-Adapter only: how several reference images are combined.',
  })
  combineMethod?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'ControlNet only.' })
  startStep?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'ControlNet only.' })
  endStep?: number;

  @ApiPropertyOptional({
    enum: ['prompt', 'controlnet', 'balanced'],
    description: 'ControlNet only.',
  })
  controlMode?: string;
}

/** The shared image a task remixes. */
export class TaskRemixOf {
  @ApiProperty({ type: String, description: "The share link's slug." }) slug: string;
  @ApiProperty({ type: String, format: 'uuid', description: 'The shared image.' })
  creationId: string;
}

/**
 * The task object of POST /api/generate (REST compat), validated by the same rules as the
 * GraphQL GenerateImagesInput it maps onto.
 */
export class GenerateTask {
  @ApiPropertyOptional({ enum: ['imageInference'] }) taskType?: string;

  @ApiProperty({
    type: String,
    minLength: PROMPT_MIN_LENGTH,
    maxLength: PROMPT_MAX_LENGTH,
    example: 'a lighthouse at dusk',
  })
  positivePrompt: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: PROMPT_MAX_LENGTH,
    description: "Ignored for FLUX models; empty elsewhere: 'blurry, bad quality'.",
  })
  negativePrompt?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: `One of your prompt styles (GET /api/prompt-styles): its template wraps positivePrompt and its negative prompt is added where the model takes one; the styled prompt must fit ${PROMPT_MAX_LENGTH} characters.`,
  })
  styleId?: string;

  @ApiProperty({ type: String, description: 'The AIR of a base model.', example: AIR_EXAMPLE })
  model: string;

  @ApiProperty({
    type: 'integer',
    minimum: 128,
    maximum: 2048,
    description: "Within the architecture's limits (see /api/architecture-capabilities).",
    example: 1024,
  })
  width: number;

  @ApiProperty({ type: 'integer', minimum: 128, maximum: 2048, example: 1024 })
  height: number;

  @ApiPropertyOptional({
    type: String,
    description: 'PNG, JPG, JPEG or WEBP (any case).',
    default: 'JPEG',
    example: 'PNG',
  })
  outputFormat?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 20, default: 1 })
  numberResults?: number;

  @ApiPropertyOptional({ type: String, maxLength: 100, description: 'See /api/schedulers/….' })
  scheduler?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 150 }) steps?: number;
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: 30 }) cfgScale?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    description: 'Absent: a random seed.',
  })
  seed?: number;

  @ApiPropertyOptional({ enum: ['None', 'Compel', 'SdEmbeds'], default: 'None' })
  promptWeighting?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 2 }) clipSkip?: number;

  @ApiPropertyOptional({
    type: String,
    description:
      'Image-to-image: the source image, as an imageUUID (POST /api/upload-image), a URL or a data URL.',
  })
  seedImage?: string;

  @ApiPropertyOptional({
    type: String,
    description:
      'Inpainting: the mask (white repaints), the size of seedImage; an imageUUID, URL or data URL.',
  })
  maskImage?: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 0,
    maximum: 1,
    description: 'Image-to-image: how far to move from seedImage (0 to 1; 0.8 when not given).',
  })
  strength?: number;

  @ApiPropertyOptional({
    type: () => TaskOutpaint,
    description:
      'Outpainting: seedImage extended past its edges (at least one side); width and height are the extended size. Not with maskImage.',
  })
  outpaint?: TaskOutpaint;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 32,
    maximum: 128,
    description: 'Inpainting: context pixels around the masked area. Only with maskImage.',
  })
  maskMargin?: number;

  @ApiPropertyOptional({
    type: () => TaskPulid,
    description:
      'PuLID: keep the face or subject of the reference images. Only where the architecture supports it (supportsPulid).',
  })
  pulid?: TaskPulid;

  @ApiPropertyOptional({
    type: [String],
    minItems: 1,
    maxItems: MAX_REFERENCE_IMAGES,
    description:
      'Reference images an instruction edit starts from, the prompt saying what to change (FLUX.1 Kontext): each an imageUUID, creation:<id> of one of your saved images, a data URL or URL. Only where the architecture takes them, up to its maxReferenceImages.',
  })
  referenceImages?: string[];

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description:
      "One of your saved references (GET /api/references): a character as pulid where the architecture supports it; a style's images added to the first IP-Adapter.",
  })
  referenceId?: string;

  @ApiPropertyOptional({ type: () => [TaskAddOn], maxItems: 10 }) lora?: TaskAddOn[];
  @ApiPropertyOptional({ type: () => [TaskAddOn], maxItems: 10 }) embeddings?: TaskAddOn[];
  @ApiPropertyOptional({ type: () => [TaskAddOn], maxItems: 5 }) controlNets?: TaskAddOn[];
  @ApiPropertyOptional({ type: () => [TaskAddOn], maxItems: 5 }) ipAdapter?: TaskAddOn[];
  @ApiPropertyOptional({ type: String, description: 'The AIR of a VAE.' }) vae?: string;
  @ApiPropertyOptional({ type: Boolean }) checkNsfw?: boolean;

  @ApiPropertyOptional({
    type: () => TaskHiresFix,
    description:
      'Hires fix in the same pass (images at twice the width and height), where the architecture supports it.',
  })
  hiresFix?: TaskHiresFix;

  @ApiPropertyOptional({
    type: () => TaskFaceRefinement,
    description: 'Face refinement in the same pass, where the architecture supports it.',
  })
  faceRefinement?: TaskFaceRefinement;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'A transparent background (outputFormat must be PNG), where the architecture supports it.',
  })
  transparentBackground?: boolean;

  @ApiPropertyOptional({
    type: () => TaskRemixOf,
    description:
      'The shared image whose settings this starts from (GET /api/shares/{slug}/images/{creationId}/remix): credited while its link is live and shows them.',
  })
  remixOf?: TaskRemixOf;

  @ApiPropertyOptional({ type: String, maxLength: 100, description: 'Kept for saving.' })
  folder?: string;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'Your task id: a repeated one is refused, so a retry never runs twice.',
  })
  taskUUID?: string;
}

/** One generated image, as the provider reported it. */
export class GeneratedImageView {
  @ApiProperty({ type: String, format: 'uri', description: "The provider's URL; it expires." })
  imageURL: string;

  @ApiPropertyOptional({ type: String }) imageUUID?: string;
  @ApiPropertyOptional({ type: Number }) seed?: number;
  @ApiPropertyOptional({ type: Number, description: 'USD, as reported.' }) cost?: number;

  @ApiPropertyOptional({ type: Boolean, description: 'Only when checkNsfw was asked for.' })
  nsfw?: boolean;
}

export class GeneratedTaskImage extends GeneratedImageView {
  @ApiProperty({ enum: ['imageInference'] }) taskType: string;
}

/** The answer of a generation waited for. */
export class GenerateAnswer {
  @ApiProperty({ type: () => [GeneratedTaskImage] }) data: GeneratedTaskImage[];
  @ApiProperty({ type: String, format: 'uuid' }) generationId: string;
  @ApiProperty({ type: Number, description: "The provider's reported cost, USD." })
  totalCost: number;
  @ApiProperty({ type: Number }) creditsCharged: number;
  @ApiProperty({ type: Number, description: 'The balance after it.' }) creditBalance: number;
}

/** The answer of `?async=true`: follow GET /api/generations/{generationId}. */
export class GenerationQueued {
  @ApiProperty({ type: String, format: 'uuid' }) generationId: string;
  @ApiProperty({ enum: ['pending'] }) status: string;
}

export class GenerationEstimateView {
  @ApiProperty({ type: Number, description: 'Credits it is expected to cost.' })
  credits: number;

  @ApiProperty({
    type: Number,
    description:
      'Credits it would hold (the most it can cost): credits plus a 5 % margin, capped at the balance.',
  })
  hold: number;

  @ApiProperty({ type: Number, description: 'The provider cost the estimate is based on, USD.' })
  providerCostUsd: number;

  @ApiProperty({ type: Number }) creditBalance: number;
  @ApiProperty({ type: Boolean, description: 'Whether the balance covers the expected cost.' })
  affordable: boolean;
}

export class GenerationFailure {
  @ApiProperty({ type: String }) code: string;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
}

/** A generation as REST consumers follow it (generationView). */
export class GenerationView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;

  @ApiProperty({
    enum: ['pending', 'running', 'succeeded', 'failed', 'unknown', 'cancelled'],
    description:
      "unknown: the provider's outcome is being reconciled; cancelled: cancelled before it reached the provider (the hold was returned).",
  })
  status: string;

  @ApiProperty({
    type: Boolean,
    description:
      'Its owner asked to cancel it. True while unfinished: the provider already had it, so it cannot be stopped and settles as it ends.',
  })
  cancelRequested: boolean;

  @ApiProperty({ type: String, description: 'The AIR of the model.' }) model: string;
  @ApiProperty({ type: () => [GeneratedImageView] }) images: GeneratedImageView[];
  @ApiProperty({ type: Number, nullable: true, description: 'Provider cost, USD.' }) cost:
    number | null;
  @ApiProperty({ type: Number }) creditsCharged: number;

  @ApiProperty({ type: () => GenerationFailure, nullable: true, description: 'Why it failed.' })
  error: GenerationFailure | null;

  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt: string | null;

  @ApiProperty({
    type: () => TaskRemixOf,
    nullable: true,
    description: 'The shared image it started from (its link was live and showed its settings).',
  })
  remixedFrom: TaskRemixOf | null;
}
