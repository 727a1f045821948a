import { IsIn, IsOptional, IsString } from 'class-validator';
import { ProviderModelSearchInput } from './provider-model.types.js';
import { ApiPropertyOptional } from '@nestjs/swagger';

/** REST compat body of POST /api/admin/search-models (spec part 2 §7). */
export class SearchModelsBody extends ProviderModelSearchInput {
  @IsOptional()
  @IsIn(['all', 'public', 'private'])
  @ApiPropertyOptional({ enum: ['all', 'public', 'private'] })
  visibility?: 'all' | 'public' | 'private';

  @IsOptional()
  @IsString({ each: true })
  @ApiPropertyOptional({ type: [String] })
  tags?: string[];
}
