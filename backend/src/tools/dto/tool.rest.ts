import { ApiProperty } from '@nestjs/swagger';
import { GeneratedImageView } from '../../generation/dto/generate-task.rest.js';

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

/** What a text tool adds to its answer: its history entry and charge. */
class TextToolCharge {
  @ApiProperty({ type: String, format: 'uuid', description: 'The history entry of the call.' })
  generationId: string;
  @ApiProperty({ type: Number }) creditsCharged: number;
  @ApiProperty({ type: Number, description: 'The balance after it.' }) creditBalance: number;
}

export class EnhancedPromptsAnswer extends TextToolCharge {
  @ApiProperty({ type: [String], description: 'The suggestions, one per version.' })
  prompts: string[];
}

export class ImageDescriptionAnswer extends TextToolCharge {
  @ApiProperty({ type: String, description: 'The image described, usable as a prompt.' })
  text: string;
}
