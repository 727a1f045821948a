import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AdminModelInput } from './admin-model.input.js';

/** REST body of POST /api/admin/add-model: the model, its architecture by id or by name. */
export class AddModelBody extends AdminModelInput {
  @ApiPropertyOptional({
    type: String,
    description: 'Another name for architectureName, as older clients send it.',
  })
  architecture?: string;
}

export class SearchModelsError {
  @ApiProperty({ type: String }) code: string;
  @ApiProperty({ type: String }) message: string;
}

/** How POST /api/admin/search-models answers a failure: the `errors` list its clients read. */
export class SearchModelsFailure {
  @ApiProperty({ type: () => [SearchModelsError] }) errors: SearchModelsError[];
}
