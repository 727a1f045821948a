import { Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { Trimmed } from '../../common/validation/trimmed.js';
import { restInput } from '../../common/rest/rest-shape.js';

export const CREDIT_PACK_NAME_MAX_LENGTH = 40;

/** GraphQL input and REST body. */
@InputType({
  description: "An administrator's change to a credit pack; fields left out stay as they are.",
})
export class CreditPackChanges {
  @Field({
    nullable: true,
    description: `Display name: 1 to ${CREDIT_PACK_NAME_MAX_LENGTH} characters after trimming.`,
  })
  @IsOptional()
  @Trimmed()
  @IsString()
  @Length(1, CREDIT_PACK_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${CREDIT_PACK_NAME_MAX_LENGTH} characters`,
  })
  name?: string;

  @Field(() => Int, { nullable: true, description: 'Price in cents (50 to 100000).' })
  @IsOptional()
  @IsInt({ message: 'priceCents must be a whole number of cents' })
  @Min(50, { message: 'priceCents must be at least 50 (the payment provider minimum)' })
  @Max(100_000, { message: 'priceCents must be at most 100000' })
  priceCents?: number;

  @Field(() => Int, { nullable: true, description: 'Credits the pack gives (1 to 1000000).' })
  @IsOptional()
  @IsInt({ message: 'credits must be a whole number' })
  @Min(1, { message: 'credits must be at least 1' })
  @Max(1_000_000, { message: 'credits must be at most 1000000' })
  credits?: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The tier a buyer moves up to (not Administrator).',
  })
  @IsOptional()
  @IsInt()
  accessLevelId?: number;

  @Field({ nullable: true, description: 'Inactive packs are not offered.' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** Body of PATCH /api/admin/credit-packs/{id}. */
export const CreditPackChangesBody = restInput(CreditPackChanges, { name: 'CreditPackChanges' });
