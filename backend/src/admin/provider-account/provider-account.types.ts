import { Field, Float, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: "An open problem with the studio's own provider account." })
export class ProviderAccountIncidentView {
  @Field({ description: 'When the first refusal of the incident came.' })
  since: Date;
  @Field({ description: "The provider's error code (invalidApiKey, insufficientCredits, ...)." })
  code: string;
  @Field({ description: "The provider's message." })
  message: string;
}

@ObjectType({ description: "The balance of the studio's provider account." })
export class ProviderAccountBalance {
  @Field(() => Float, { description: 'What is left, in the currency below.' })
  amount: number;
  @Field({ description: 'ISO currency code, e.g. USD.' })
  currency: string;
}

@ObjectType({
  description:
    "The studio's provider account as administrators see it: an open incident and the balance.",
})
export class ProviderAccountStatus {
  @Field(() => ProviderAccountIncidentView, {
    nullable: true,
    description:
      'Null while the account works; otherwise since when (and why) the provider refuses it.',
  })
  incident: ProviderAccountIncidentView | null;
  @Field(() => ProviderAccountBalance, {
    nullable: true,
    description: 'Null when the provider could not tell (see balanceError).',
  })
  balance: ProviderAccountBalance | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the balance could not be read, when it could not.',
  })
  balanceError: string | null;
  @Field(() => Float, { description: 'The balance below which the panel warns (USD).' })
  lowBalanceThreshold: number;
  @Field({ description: 'Whether the balance is below the threshold.' })
  lowBalance: boolean;
}
