import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { restOutput } from '../../common/rest/rest-shape.js';

/** As REST GET /api/billing/packs shows it too. */
@ObjectType({
  description: 'A one-time credit pack: its price, credits and the tier it moves a buyer up to.',
})
export class CreditPackOffer {
  @Field(() => ID, { description: 'Stable pack slug, e.g. standard; pass it to startCheckout.' })
  id: string;

  @Field({ description: 'Display name of the pack, e.g. Standard.' })
  name: string;

  @Field(() => Int, { description: 'Exact price in cents.' })
  priceCents: number;

  @Field(() => Float, { description: 'The price in dollars, for display (priceCents / 100).' })
  priceUsd: number;

  @Field({ description: 'ISO currency code, lower case (usd).' })
  currency: string;

  @Field(() => Int, { description: 'Credits added to the balance once the pack is paid.' })
  credits: number;

  @Field({ description: 'Name of the tier (access level) a buyer moves up to, e.g. Standard.' })
  tier: string;

  @Field(() => Int, { description: 'Id of the tier (access level) a buyer moves up to.' })
  accessLevelId: number;

  @Field(() => Float, { description: "The tier's credit multiplier on generation costs." })
  creditMultiplier: number;

  @Field({ description: 'Inactive packs are not offered (administrators see them).' })
  active: boolean;
}

const EXAMPLES = { id: { example: 'standard' }, currency: { example: 'usd' } } as const;

/** A credit pack as administrators see it over REST (inactive ones too). */
export const CreditPackOfferRest = restOutput(CreditPackOffer, {
  name: 'CreditPackOffer',
  openApi: EXAMPLES,
});

/** A credit pack on sale, as GET /api/billing/packs lists it: what a buyer needs to know. */
export const PackListing = restOutput(CreditPackOffer, {
  name: 'PackListing',
  omit: ['accessLevelId', 'creditMultiplier', 'active'],
  openApi: {
    ...EXAMPLES,
    name: { example: 'Standard' },
    priceUsd: { example: 9.99 },
    priceCents: { example: 999 },
    credits: { example: 400 },
    tier: { example: 'Standard' },
  },
});
