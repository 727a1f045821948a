import { IsIn, IsOptional, IsString } from 'class-validator';
import { ProviderModelSearchInput } from './provider-model.types.js';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** `all` (every model the key may see) or one of the provider's narrower visibilities. */
const SEARCH_VISIBILITIES = ['all', 'public', 'private', 'favorite', 'owned'] as const;

/** REST compat body of POST /api/admin/search-models. */
export class SearchModelsBody extends ProviderModelSearchInput {
  @IsOptional()
  @IsIn(SEARCH_VISIBILITIES, {
    message: `visibility must be one of ${SEARCH_VISIBILITIES.join(', ')}`,
  })
  @ApiPropertyOptional({ enum: SEARCH_VISIBILITIES, default: 'all' })
  visibility?: (typeof SEARCH_VISIBILITIES)[number];

  @IsOptional()
  @IsString({ each: true })
  @ApiPropertyOptional({ type: [String] })
  tags?: string[];
}
