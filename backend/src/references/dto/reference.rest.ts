import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { REFERENCE_KINDS, REFERENCE_LIMITS as LIMITS } from '../reference-limits.js';

const IMAGES: ApiPropertyOptions = {
  type: [String],
  minItems: 1,
  maxItems: LIMITS.images,
  description:
    'Your images: creation:<id> of a saved image, or the imageUUID of an upload or result.',
};

/** REST body of POST /api/references. */
export class CreateReferenceBody {
  @ApiProperty({ enum: REFERENCE_KINDS, description: 'Character (identity) or style.' })
  kind: string;
  @ApiProperty({
    type: String,
    maxLength: LIMITS.name,
    description: 'Unique among your references, whatever the case.',
    example: 'Captain Mara',
  })
  name: string;
  @ApiProperty(IMAGES) images: string[];
}

/** REST body of PATCH /api/references/{id}: omitted fields stay. */
export class UpdateReferenceBody {
  @ApiPropertyOptional({ type: String, maxLength: LIMITS.name }) name?: string;
  @ApiPropertyOptional(IMAGES) images?: string[];
}

/** A saved character or style (restReference). */
export class ReferenceView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ enum: REFERENCE_KINDS }) kind: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty(IMAGES) images: string[];
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}
