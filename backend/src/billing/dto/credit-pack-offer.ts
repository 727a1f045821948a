import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** A credit pack as buyers and API consumers see it (REST GET /api/billing/packs). */
@ObjectType()
export class CreditPackOffer {
  @Field(() => ID)
  @ApiProperty({ type: String, example: 'standard' })
  id: string;

  @Field()
  @ApiProperty({ type: String })
  name: string;

  @Field(() => Int, { description: 'Exact price in cents.' })
  @ApiProperty({ type: 'integer', description: 'Exact price in cents.' })
  priceCents: number;

  @Field(() => Float, { description: 'The price in dollars, for display (priceCents / 100).' })
  @ApiProperty({ type: Number, description: 'priceCents / 100, for display.' })
  priceUsd: number;

  @Field()
  @ApiProperty({ type: String, example: 'usd' })
  currency: string;

  @Field(() => Int)
  @ApiProperty({ type: 'integer' })
  credits: number;

  @Field({ description: 'Name of the tier (access level) a buyer moves up to, e.g. Standard.' })
  @ApiProperty({ type: String, description: 'The tier (access level) a buyer moves up to.' })
  tier: string;

  @Field(() => Int)
  @ApiProperty({ type: 'integer' })
  accessLevelId: number;

  @Field(() => Float, { description: "The tier's credit multiplier on generation costs." })
  @ApiProperty({ type: Number, description: "The tier's credit multiplier." })
  creditMultiplier: number;

  @Field({ description: 'Inactive packs are not offered (administrators see them).' })
  @ApiProperty({ type: Boolean, description: 'Inactive packs are not offered.' })
  active: boolean;
}
