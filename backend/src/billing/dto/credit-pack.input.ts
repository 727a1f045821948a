import { Field, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { Trimmed } from '../../common/validation/trimmed.js';

/** An administrator's change to a credit pack (GraphQL input and REST body); fields left out stay. */
@InputType()
export class CreditPackChanges {
  @Field({ nullable: true })
  @IsOptional()
  @Trimmed()
  @IsString()
  @Length(1, 40, { message: 'name must be 1 to 40 characters' })
  name?: string;

  @Field(() => Int, { nullable: true, description: 'Price in cents (50 to 100000).' })
  @IsOptional()
  @IsInt({ message: 'priceCents must be a whole number of cents' })
  @Min(50, { message: 'priceCents must be at least 50 (the payment provider minimum)' })
  @Max(100_000, { message: 'priceCents must be at most 100000' })
  priceCents?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'credits must be a whole number' })
  @Min(1, { message: 'credits must be at least 1' })
  @Max(1_000_000, { message: 'credits must be at most 1000000' })
  credits?: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  accessLevelId?: number;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}
