import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PROMPT_STYLE_LIMITS as LIMITS } from '../prompt-style-limits.js';

/** REST body of POST /api/prompt-styles (snake_case, like the other prompt endpoints). */
export class CreatePromptStyleBody {
  @ApiProperty({
    type: String,
    maxLength: LIMITS.name,
    description: 'Unique among your styles, whatever the case.',
    example: 'Foggy noir',
  })
  name: string;

  @ApiProperty({
    type: String,
    maxLength: LIMITS.template,
    description: 'Must hold {prompt}, where the prompt of a generation goes.',
    example: 'film noir still of {prompt}, fog, hard shadows',
  })
  template: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.negativePrompt,
    description: 'Added to the negative prompt where the model takes one.',
  })
  negative_prompt?: string | null;
}

/** REST body of PATCH /api/prompt-styles/{id}: omitted fields stay; an empty negative_prompt removes it. */
export class UpdatePromptStyleBody {
  @ApiPropertyOptional({ type: String, maxLength: LIMITS.name }) name?: string;
  @ApiPropertyOptional({ type: String, maxLength: LIMITS.template }) template?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.negativePrompt })
  negative_prompt?: string | null;
}

/** A prompt style (restPromptStyle). */
export class PromptStyleView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) name: string;
  @ApiProperty({ type: String }) template: string;
  @ApiProperty({ type: String, nullable: true }) negative_prompt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: string;
}
