import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROMPT_MAX_LENGTH } from '../../generation/prompt-limits.js';

/** REST body of POST /api/prompts/favorites (snake_case, as the spec has it). */
export class SaveFavoriteBody {
  @ApiProperty({ type: String, maxLength: 100, example: 'Foggy lighthouse' }) name: string;
  @ApiProperty({ type: String, maxLength: PROMPT_MAX_LENGTH }) prompt: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROMPT_MAX_LENGTH })
  negative_prompt?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 200,
    example: 'civitai:101055@128078',
  })
  model_id?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'Generation settings to restore (free-form).',
  })
  parameters?: Record<string, unknown>;
}

/** A saved prompt (restFavorite). */
export class FavoriteView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: String }) prompt: string;
  @ApiProperty({ type: String, nullable: true }) negative_prompt: string | null;
  @ApiProperty({ type: String, nullable: true }) model_id: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) parameters: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'date-time' }) saved_at: string;
}
