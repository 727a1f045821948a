import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';
import { type PurchaseStatus, PurchaseStatusEnum } from '../entities/credit-purchase.entity.js';
import { restOutput } from '../../common/rest/rest-shape.js';
import { ApiProperty } from '@nestjs/swagger';

/** REST body of POST /api/billing/checkout. */
export class CheckoutBody {
  @IsString({ message: 'packId must be a string' })
  @IsNotEmpty({ message: 'packId is required' })
  @ApiProperty({
    type: String,
    example: 'standard',
    description: 'A pack id from GET /api/billing/packs.',
  })
  packId: string;
}

@ObjectType({ description: 'An opened checkout: send the buyer to url.' })
export class CheckoutStarted {
  @Field(() => ID, { description: 'The checkout session id, to pass to confirmCheckout.' })
  sessionId: string;

  @Field({ description: "The payment provider's checkout page." })
  url: string;
}

@ObjectType({ description: "A checkout's state as the server knows it after asking the provider." })
export class CheckoutState {
  @Field(() => ID, { description: 'The checkout session id.' })
  sessionId: string;

  @Field(() => PurchaseStatusEnum, { description: 'Where the purchase stands now.' })
  status: PurchaseStatus;

  @Field({ description: 'The name of the pack bought, as it was at checkout.' })
  packName: string;

  @Field(() => Int, { description: 'Credits the pack gives (given once it is paid).' })
  credits: number;

  @Field(() => Float, { description: "The buyer's balance now." })
  creditBalance: number;
}

/** Answer of POST /api/billing/checkout. */
export const CheckoutStartedRest = restOutput(CheckoutStarted, {
  name: 'CheckoutStarted',
  openApi: { url: { format: 'uri' } },
});

/** Answer of GET /api/billing/checkout/{sessionId}. */
export const CheckoutStateRest = restOutput(CheckoutState, {
  name: 'CheckoutState',
  openApi: { status: { enumName: 'PurchaseStatus' } },
});
