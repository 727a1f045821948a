import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';

/** REST body of POST /api/billing/checkout. */
export class CheckoutBody {
  @IsString({ message: 'packId must be a string' })
  @IsNotEmpty({ message: 'packId is required' })
  packId: string;
}

@ObjectType({ description: 'An opened checkout: send the buyer to url.' })
export class CheckoutStarted {
  @Field(() => ID)
  sessionId: string;

  @Field()
  url: string;
}

@ObjectType({ description: "A checkout's state as the server knows it after asking the provider." })
export class CheckoutState {
  @Field(() => ID)
  sessionId: string;

  @Field({ description: 'open, paid, expired or refunded' })
  status: string;

  @Field()
  packName: string;

  @Field(() => Float)
  credits: number;

  @Field(() => Float, { description: "The buyer's balance now." })
  creditBalance: number;
}
