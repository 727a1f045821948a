import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_WEIGHT_TYPES,
} from '../../provider/generation-request.js';
import { REFERENCE_KINDS, REFERENCE_LIMITS as LIMITS } from '../reference-limits.js';

const WEIGHT_TYPE: ApiPropertyOptions = {
  type: String,
  enum: IP_ADAPTER_WEIGHT_TYPES,
  nullable: true,
  description:
    "A style's IP-Adapter weightType, used where a generation names none; null for the provider's default. A character takes none.",
};
const COMBINE_METHOD: ApiPropertyOptions = {
  type: String,
  enum: IP_ADAPTER_COMBINE_METHODS,
  nullable: true,
  description:
    "A style's IP-Adapter combineMethod, used where a generation names none; null for the provider's default. A character takes none.",
};

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
  @ApiPropertyOptional(WEIGHT_TYPE) weightType?: string | null;
  @ApiPropertyOptional(COMBINE_METHOD) combineMethod?: string | null;
}

/** REST body of PATCH /api/references/{id}: omitted fields stay. */
export class UpdateReferenceBody {
  @ApiPropertyOptional({ type: String, maxLength: LIMITS.name }) name?: string;
  @ApiPropertyOptional(IMAGES) images?: string[];
  @ApiPropertyOptional({
    ...WEIGHT_TYPE,
    description: `${WEIGHT_TYPE.description} null clears it.`,
  })
  weightType?: string | null;
  @ApiPropertyOptional({
    ...COMBINE_METHOD,
    description: `${COMBINE_METHOD.description} null clears it.`,
  })
  combineMethod?: string | null;
}

/** A saved character or style (restReference). */
export class ReferenceView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ enum: REFERENCE_KINDS }) kind: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty(IMAGES) images: string[];
  @ApiProperty(WEIGHT_TYPE) weightType: string | null;
  @ApiProperty(COMBINE_METHOD) combineMethod: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: string;
}
