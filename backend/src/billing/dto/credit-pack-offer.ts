import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** As REST GET /api/billing/packs shows it too. */
@ObjectType({
  description: 'A one-time credit pack: its price, credits and the tier it moves a buyer up to.',
})
export class CreditPackOffer {
  @Field(() => ID, { description: 'Stable pack slug, e.g. standard; pass it to startCheckout.' })
  @ApiProperty({ type: String, example: 'standard' })
  id: string;

  @Field({ description: 'Display name of the pack, e.g. Standard.' })
  @ApiProperty({ type: String })
  name: string;

  @Field(() => Int, { description: 'Exact price in cents.' })
  @ApiProperty({ type: 'integer', description: 'Exact price in cents.' })
  priceCents: number;

  @Field(() => Float, { description: 'The price in dollars, for display (priceCents / 100).' })
  @ApiProperty({ type: Number, description: 'priceCents / 100, for display.' })
  priceUsd: number;

  @Field({ description: 'ISO currency code, lower case (usd).' })
  @ApiProperty({ type: String, example: 'usd' })
  currency: string;

  @Field(() => Int, { description: 'Credits added to the balance once the pack is paid.' })
  @ApiProperty({ type: 'integer' })
  credits: number;

  @Field({ description: 'Name of the tier (access level) a buyer moves up to, e.g. Standard.' })
  @ApiProperty({ type: String, description: 'The tier (access level) a buyer moves up to.' })
  tier: string;

  @Field(() => Int, { description: 'Id of the tier (access level) a buyer moves up to.' })
  @ApiProperty({ type: 'integer' })
  accessLevelId: number;

  @Field(() => Float, { description: "The tier's credit multiplier on generation costs." })
  @ApiProperty({ type: Number, description: "The tier's credit multiplier." })
  creditMultiplier: number;

  @Field({ description: 'Inactive packs are not offered (administrators see them).' })
  @ApiProperty({ type: Boolean, description: 'Inactive packs are not offered.' })
  active: boolean;
}
