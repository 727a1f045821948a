import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import { creditsColumn } from '../../database/decimal.transformer.js';
import { CreditPack } from './credit-pack.entity.js';
import { References } from '../../database/references.js';

export const PURCHASE_STATUSES = [
  'open',
  'paid',
  'failed',
  'expired',
  'partially_refunded',
  'refunded',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PurchaseStatusEnum = closedEnum(
  'PurchaseStatus',
  PURCHASE_STATUSES,
  'Where a credit-pack checkout stands.',
  {
    open: 'Started; not paid (yet).',
    paid: 'Paid and credited.',
    failed:
      'The payment did not go through (a delayed payment method failed); nothing was credited.',
    expired: 'Abandoned: the checkout expired unpaid.',
    partially_refunded:
      'Part of the payment was refunded; that share of the credits was taken back.',
    refunded: "Refunded in full: the pack's credits were taken back.",
  },
);

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DisputeStatusEnum = closedEnum(
  'PurchaseDisputeStatus',
  DISPUTE_STATUSES,
  "Where a chargeback of the purchase's payment stands.",
  {
    open: 'Disputed: the credits under dispute are frozen (taken out of the balance).',
    won: 'The dispute was won: the frozen credits were given back.',
    lost: 'The dispute was lost: the frozen credits are gone for good.',
  },
);

/** Copied in at checkout, so a later edit of the pack changes nothing already sold. */
@ObjectType({
  description:
    "One checkout of a credit pack, with the pack's name, price, credits and tier at the time.",
})
@Entity({ name: 'credit_purchases' })
@Index('credit_purchases_user_created_idx', ['userId', 'createdAt'])
@Check(
  'credit_purchases_dispute_status_known',
  `"dispute_status" IN (${DISPUTE_STATUSES.map((status) => `'${status}'`).join(', ')})`,
)
@Check(
  'credit_purchases_status_known',
  `"status" IN (${PURCHASE_STATUSES.map((status) => `'${status}'`).join(', ')})`,
)
export class CreditPurchase extends UserOwnedRow {
  @Field(() => ID, { description: 'The purchase id (a UUID).' })
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Field(() => ID, { description: 'The id (slug) of the credit pack bought.' })
  @Column({ name: 'pack_id', type: 'text' })
  packId: string;

  @References(() => CreditPack, 'pack_id', 'RESTRICT')
  pack: Relation<CreditPack>;

  @Field({ description: "The pack's name at checkout." })
  @Column({ name: 'pack_name', type: 'text' })
  packName: string;

  @Field(() => Int, { description: 'Price paid, in cents of the currency.' })
  @Column({ name: 'price_cents', type: 'int' })
  priceCents: number;

  @Field({ description: 'ISO currency code, lower case (usd).' })
  @Column({ type: 'text' })
  currency: string;

  @Field(() => Int, { description: 'Credits the purchase gives once paid.' })
  @Column({ type: 'int' })
  credits: number;

  @Field(() => Int, {
    description: 'Id of the tier (access level) the buyer moves up to when paid.',
  })
  @Column({ name: 'access_level_id', type: 'int' })
  accessLevelId: number;

  @Field(() => String, {
    nullable: true,
    description: "The payment provider's checkout session id; null until the session is opened.",
  })
  @Index('credit_purchases_checkout_session_unique', { unique: true })
  @Column({ name: 'checkout_session_id', type: 'text', nullable: true })
  checkoutSessionId: string | null;

  /** Refund and dispute events name the payment by it. */
  @Index('credit_purchases_payment_intent_unique', {
    unique: true,
    where: '"payment_intent_id" IS NOT NULL',
  })
  @Column({ name: 'payment_intent_id', type: 'text', nullable: true })
  paymentIntentId: string | null;

  @Field(() => PurchaseStatusEnum, { description: 'Where the purchase stands.' })
  @Column({ type: 'text', default: 'open' })
  status: PurchaseStatus;

  @Field({ description: 'When the checkout was started.' })
  @CreatedAtColumn()
  createdAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was paid and credited; null until then.',
  })
  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was refunded; null unless refunded.' })
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true })
  refundedAt: Date | null;

  @Column({ name: 'refunded_by', type: 'uuid', nullable: true })
  refundedBy: string | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When a delayed payment failed; null unless it did.',
  })
  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt: Date | null;

  /** The charge's refunded total as last reported (cents): each refund event carries the total. */
  @Field(() => Int, { description: 'How much of the payment was refunded so far, in cents.' })
  @Column({ name: 'refunded_cents', type: 'int', default: 0 })
  refundedCents: number;

  @Field(() => Float, { description: 'Credits taken back from the balance for refunds.' })
  @Column(creditsColumn({ name: 'credits_taken_back', default: 0 }))
  creditsTakenBack: number;

  @Field(() => Float, {
    description:
      'Credits owed: due back for a refund or a lost dispute but already spent. Taken from the next pack bought.',
  })
  @Column(creditsColumn({ name: 'credits_shortfall', default: 0 }))
  creditsShortfall: number;

  @Field(() => String, { nullable: true, description: "The provider's dispute id, if disputed." })
  @Column({ name: 'dispute_id', type: 'text', nullable: true })
  disputeId: string | null;

  @Field(() => DisputeStatusEnum, { nullable: true, description: 'Null unless disputed.' })
  @Column({ name: 'dispute_status', type: 'text', nullable: true })
  disputeStatus: DisputeStatus | null;

  @Field(() => Float, { description: "Credits the dispute claims back (the pack's share of it)." })
  @Column(creditsColumn({ name: 'credits_disputed', default: 0 }))
  creditsDisputed: number;

  @Field(() => Float, {
    description:
      'Credits frozen for the dispute (out of the balance): given back if won, kept if lost.',
  })
  @Column(creditsColumn({ name: 'credits_held', default: 0 }))
  creditsHeld: number;
}
