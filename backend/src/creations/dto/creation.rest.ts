import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROMPT_MAX_LENGTH } from '../../generation/prompt-limits.js';
import { type CreationsService } from '../creations.service.js';
import { type Creation } from '../entities/creation.entity.js';

/** The spec's body still carries the image's sides; the stored bytes are what count. */
const IGNORED_SIDE = {
  type: 'integer',
  nullable: true,
  minimum: 1,
  maximum: 8192,
  description: 'Ignored: the stored image says its own size.',
} as const;

/**
 * REST body of POST /api/save-image (snake_case, as the spec has it): the image as imageData (a
 * base64 data URL) or imageUrl (a provider image URL the server copies), its settings, a folder.
 */
export class SaveImageBody {
  @ApiPropertyOptional({
    type: String,
    description: 'The image as a base64 data URL (data:image/png;base64,...). This or imageUrl.',
  })
  imageData?: string;

  @ApiPropertyOptional({
    type: String,
    maxLength: 4096,
    description: 'The provider URL of a generated image, copied by the server. This or imageData.',
  })
  imageUrl?: string;

  @ApiPropertyOptional({ type: String, maxLength: PROMPT_MAX_LENGTH, default: '' }) prompt?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROMPT_MAX_LENGTH })
  negative_prompt?: string;

  @ApiProperty({ type: String, minLength: 1, maxLength: 200, example: 'civitai:101055@128078' })
  model_id: string;

  @ApiPropertyOptional(IGNORED_SIDE) width?: number;

  @ApiPropertyOptional(IGNORED_SIDE) height?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Ignored: the stored image says its own format.',
  })
  format?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  parameters?: Record<string, unknown>;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  generation_id?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'The folder by name, created when missing; absent or blank: Default.',
  })
  folder?: string;
}

export class MoveCreationBody {
  @ApiProperty({ type: String, description: 'The name of the folder to move it to.' })
  folder: string;
}

/** A saved image (creation) in the spec's shape. */
export class CreationView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;

  @ApiProperty({ type: String, description: 'A signed URL of the image; it expires.' })
  creationUrl: string;

  @ApiProperty({ type: String, description: 'A signed URL of its thumbnail; it expires.' })
  thumbnailUrl: string;

  @ApiProperty({ type: String, description: 'The folder name.' }) folder: string;
  @ApiProperty({ type: String }) prompt: string;
  @ApiProperty({ type: String, nullable: true }) negative_prompt: string | null;
  @ApiProperty({ type: String }) model_id: string;
  @ApiProperty({ type: 'integer' }) width: number;
  @ApiProperty({ type: 'integer' }) height: number;
  @ApiProperty({ enum: ['png', 'jpeg', 'webp'] }) format: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) parameters: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) generation_id: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'What identifies the image it was saved from: the provider image URL, or sha256:<hex> of the bytes of imageData; null for images saved before this was kept.',
  })
  source_image_id: string | null;

  @ApiProperty({
    type: Boolean,
    description: "True when the provider's content check flagged it as adult content.",
  })
  nsfw: boolean;

  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

/** A saved image in the REST shape, with freshly signed URLs. */
export async function creationView(
  creation: Creation,
  urls: Pick<CreationsService, 'imageUrl' | 'thumbnailUrl'>,
) {
  return {
    id: creation.id,
    creationUrl: await urls.imageUrl(creation),
    thumbnailUrl: await urls.thumbnailUrl(creation),
    folder: creation.folder.name,
    prompt: creation.prompt,
    negative_prompt: creation.negativePrompt,
    model_id: creation.modelAir,
    width: creation.width,
    height: creation.height,
    format: creation.format,
    parameters: creation.parameters,
    generation_id: creation.generationId,
    source_image_id: creation.sourceImageId,
    nsfw: creation.nsfw,
    createdAt: creation.createdAt,
  };
}

export class MovedCreationsView {
  @ApiProperty({ type: 'integer', description: 'How many images were moved.' }) moved: number;
}

export class DeletedCreationsView {
  @ApiProperty({ type: 'integer', description: 'How many images were deleted.' }) deleted: number;
}
