import { Field, Float, ObjectType } from '@nestjs/graphql';

@ObjectType({
  description: 'What a generation request would cost, checked like the real one but never sent.',
})
export class GenerationEstimate {
  @Field(() => Float, { description: 'Credits the request would hold (the most it can cost).' })
  credits: number;

  @Field(() => Float, { description: 'The provider cost the hold is based on, USD.' })
  providerCostUsd: number;

  @Field(() => Float, { description: "The caller's current credit balance." })
  creditBalance: number;

  @Field({ description: 'Whether the balance covers the hold.' })
  affordable: boolean;
}
