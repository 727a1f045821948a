import { ArgsType, Field, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { SQL_INTEGER_MAX } from '../validation/sql-integer.js';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { PAGE_SIZE_MAX, pageSizeRefusal } from './page-size.js';

/** Offset paging for tables with a total (ledger, purchases): GraphQL arguments and REST query alike. */
@ArgsType()
export class OffsetPageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: pageSizeRefusal('limit') })
  @Max(PAGE_SIZE_MAX, { message: pageSizeRefusal('limit') })
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 })
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  // As far as GraphQL's Int goes; PostgreSQL fails on an OFFSET past bigint (`1e19`).
  @Max(SQL_INTEGER_MAX, { message: `offset must be at most ${SQL_INTEGER_MAX}` })
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: SQL_INTEGER_MAX, default: 0 })
  offset: number = 0;
}
