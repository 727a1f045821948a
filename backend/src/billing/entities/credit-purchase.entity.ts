import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import { CreditPack } from './credit-pack.entity.js';

export const PURCHASE_STATUSES = ['open', 'paid', 'expired', 'refunded'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PurchaseStatusEnum = closedEnum(
  'PurchaseStatus',
  PURCHASE_STATUSES,
  'Where a credit-pack checkout stands.',
  {
    open: 'Started; not paid (yet).',
    paid: 'Paid and credited.',
    expired: 'Abandoned: the checkout expired unpaid.',
    refunded: "Refunded: the pack's credits were taken back.",
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

  @ManyToOne(() => CreditPack, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'pack_id' })
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
}
