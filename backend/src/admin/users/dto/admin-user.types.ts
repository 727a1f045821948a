import { CursorPage, CursorPageArgs } from '../../../common/pagination/cursor-page.js';
import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { User } from '../../../auth/entities/user.entity.js';
import { Trimmed } from '../../../common/validation/trimmed.js';
import { restInput } from '../../../common/rest/rest-shape.js';

/** Most credits one grant may give. */
export const MAX_CREDIT_GRANT = 1_000_000;

@ObjectType({ description: 'A page of users, newest first, with how many match.' })
export class AdminUserPage extends CursorPage(User) {
  @Field(() => Int, { description: 'How many users match, across every page.' })
  totalCount: number;
}

@ArgsType()
export class AdminUserPageArgs extends CursorPageArgs(50) {}

@ArgsType()
export class GrantCreditsArgs {
  @Field(() => ID, { description: 'The id of the user to credit.' })
  @IsString()
  userId: string;

  @Field(() => Float, { description: 'Credits to add: more than 0, at most 1,000,000.' })
  @IsNumber({}, { message: 'amount must be a number' })
  @Min(0.0001, { message: 'amount must be more than 0' })
  @Max(MAX_CREDIT_GRANT, { message: `amount must be at most ${MAX_CREDIT_GRANT}` })
  amount: number;

  @Field(() => String, {
    nullable: true,
    description: "Why, kept on the grant's ledger row; up to 500 characters.",
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

/** REST body of POST /api/admin/users/{id}/credits: the grant, the user named by the path. */
export const GrantCreditsBody = restInput(GrantCreditsArgs, {
  name: 'GrantCreditsBody',
  omit: ['userId'],
  openApi: { amount: { example: 100 } },
});
