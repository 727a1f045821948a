import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsNotEmpty, IsString } from 'class-validator';
import {
  PURCHASE_STATUSES,
  type PurchaseStatus,
  PurchaseStatusEnum,
} from '../entities/credit-purchase.entity.js';
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
  @ApiProperty({ type: String })
  sessionId: string;

  @Field({ description: "The payment provider's checkout page." })
  @ApiProperty({
    type: String,
    format: 'uri',
    description: "The payment provider's checkout page.",
  })
  url: string;
}

@ObjectType({ description: "A checkout's state as the server knows it after asking the provider." })
export class CheckoutState {
  @Field(() => ID, { description: 'The checkout session id.' })
  @ApiProperty({ type: String })
  sessionId: string;

  @Field(() => PurchaseStatusEnum, { description: 'Where the purchase stands now.' })
  @ApiProperty({ enum: PURCHASE_STATUSES, enumName: 'PurchaseStatus' })
  status: PurchaseStatus;

  @Field({ description: 'The name of the pack bought, as it was at checkout.' })
  @ApiProperty({ type: String })
  packName: string;

  @Field(() => Int, { description: 'Credits the pack gives (given once it is paid).' })
  @ApiProperty({ type: 'integer' })
  credits: number;

  @Field(() => Float, { description: "The buyer's balance now." })
  @ApiProperty({ type: Number, description: "The buyer's balance now." })
  creditBalance: number;
}
