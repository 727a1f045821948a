import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const OFFSET_PAGE_MAX = 100;

/** Offset paging for tables with a total (ledger, purchases): GraphQL arguments and REST query alike. */
@ArgsType()
export class OffsetPageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(OFFSET_PAGE_MAX, { message: 'limit must be between 1 and 100' })
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  offset: number = 0;
}
