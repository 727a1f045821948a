import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { CreditLedgerEntry } from '../entities/credit-ledger-entry.entity.js';

export const LEDGER_PAGE_MAX = 100;

/** Offset paging of a ledger: GraphQL arguments and the REST query string alike. */
@ArgsType()
export class LedgerPageArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(LEDGER_PAGE_MAX, { message: 'limit must be between 1 and 100' })
  limit: number = 20;

  @Field(() => Int, { defaultValue: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must be 0 or more' })
  offset: number = 0;
}

@ObjectType()
export class LedgerPage {
  /** Newest first. */
  @Field(() => [CreditLedgerEntry])
  items: CreditLedgerEntry[];

  @Field(() => Int)
  total: number;
}
