import { type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ProviderModelSearchInput, SearchModelsFields } from './provider-model.types.js';

/** `all` (every model the key may see) or one of the provider's narrower visibilities. */
const SEARCH_VISIBILITIES = ['all', 'public', 'private', 'favorite', 'owned'] as const;

/** The rules of the REST search body: GraphQL's search, and the fields only REST takes. */
export class SearchModelsRules extends ProviderModelSearchInput {
  @IsOptional()
  @IsIn(SEARCH_VISIBILITIES, {
    message: `visibility must be one of ${SEARCH_VISIBILITIES.join(', ')}`,
  })
  visibility?: (typeof SEARCH_VISIBILITIES)[number];

  @IsOptional()
  @IsString({ each: true })
  tags?: string[];
}

/** REST compat body of POST /api/admin/search-models: GraphQL's search fields, and these. */
export class SearchModelsBody extends (SearchModelsFields.schema as Type<object>) {
  @ApiPropertyOptional({ enum: SEARCH_VISIBILITIES, default: 'all' })
  visibility?: string;

  @ApiPropertyOptional({ type: [String] })
  tags?: string[];
}
