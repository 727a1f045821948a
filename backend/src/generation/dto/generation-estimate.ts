import { Field, Float, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'What a generation request would cost, checked like the real one but never sent.',
})
export class GenerationEstimate {
  @Field(() => Float, {
    description:
      'Credits the request is expected to cost: the provider price learned for this model, size and steps.',
  })
  credits: number;

  @Field(() => Float, {
    description:
      'Credits the request would hold (the most it can cost): credits plus a 5 % margin, no more than the balance when the balance covers credits.',
  })
  hold: number;

  @Field(() => Float, { description: 'The provider cost the hold is based on, USD.' })
  providerCostUsd: number;

  @Field(() => Float, { description: "The caller's current credit balance." })
  creditBalance: number;

  @Field({ description: 'Whether the balance covers the expected cost (credits).' })
  affordable: boolean;
}
