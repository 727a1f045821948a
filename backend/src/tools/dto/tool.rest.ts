import { ApiProperty } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { GeneratedImageView } from '../../generation/dto/generate-task.rest.js';
import { EnhancedPrompts, ImageDescription } from './tool-results.js';

export class ToolImage extends GeneratedImageView {
  @ApiProperty({ enum: ['upscale', 'removeBackground'] }) taskType: string;
}

/** The answer of an image tool: shaped like a generation waited for. */
export class ToolImageAnswer {
  @ApiProperty({ type: () => [ToolImage] }) data: ToolImage[];
  @ApiProperty({ type: String, format: 'uuid', description: 'The history entry of the call.' })
  generationId: string;
  @ApiProperty({ type: Number, description: "The provider's reported cost, USD." })
  totalCost: number;
  @ApiProperty({ type: Number }) creditsCharged: number;
  @ApiProperty({ type: Number, description: 'The balance after it.' }) creditBalance: number;
}

/** Answer of POST /api/enhance-prompt (declared over the GraphQL type). */
export const EnhancedPromptsAnswer = restOutput(EnhancedPrompts, {
  name: 'EnhancedPromptsAnswer',
  openApi: { generationId: UUID_FORMAT },
});

/** Answer of POST /api/describe-image (declared over the GraphQL type). */
export const ImageDescriptionAnswer = restOutput(ImageDescription, {
  name: 'ImageDescriptionAnswer',
  openApi: { generationId: UUID_FORMAT },
});
