import { ApiProperty } from '@nestjs/swagger';

export class SearchModelsError {
  @ApiProperty({ type: String }) code: string;
  @ApiProperty({ type: String }) message: string;
}

/** How POST /api/admin/search-models answers a failure: the `errors` list its clients read. */
export class SearchModelsFailure {
  @ApiProperty({ type: () => [SearchModelsError] }) errors: SearchModelsError[];
}
