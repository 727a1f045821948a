import { type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { ProviderModelSearchInput, SearchModelsFields } from './provider-model.types.js';

/** `all` (every model the key may see) or one of the provider's narrower visibilities. */
const SEARCH_VISIBILITIES = ['all', 'public', 'private', 'favorite', 'owned'] as const;

/**
 * The search fields only REST takes, declared once: added to GraphQL's search for the rules a body
 * is validated by, and to its REST fields for the body's schema.
 */
function withRestOnlyFields<Base extends Type<object>>(base: Base) {
  class RestOnlySearchFields extends base {
    @ApiPropertyOptional({ enum: SEARCH_VISIBILITIES, default: 'all' })
    @IsOptional()
    @IsIn(SEARCH_VISIBILITIES, {
      message: `visibility must be one of ${SEARCH_VISIBILITIES.join(', ')}`,
    })
    visibility?: (typeof SEARCH_VISIBILITIES)[number];

    @ApiPropertyOptional({ type: [String] })
    @IsOptional()
    @IsString({ each: true })
    tags?: string[];
  }
  return RestOnlySearchFields;
}

/** The rules of the REST search body: GraphQL's search, and the fields only REST takes. */
export class SearchModelsRules extends withRestOnlyFields(ProviderModelSearchInput) {}

/** REST compat body of POST /api/admin/search-models: GraphQL's search fields, and these. */
export class SearchModelsBody extends withRestOnlyFields(
  SearchModelsFields.schema as Type<object>,
) {}
