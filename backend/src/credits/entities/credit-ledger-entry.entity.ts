import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { User } from '../../auth/entities/user.entity.js';
import { creditsColumn } from '../../database/decimal.transformer.js';
import { Generation } from '../../generation/entities/generation.entity.js';
import { LEDGER_KINDS, type LedgerKind, LedgerKindEnum } from '../balance-movement.js';
import { References } from '../../database/references.js';

@ObjectType({
  description: "One movement of a user's credits; the balance is the sum of the user's rows.",
})
@Entity({ name: 'credit_ledger' })
@Index('credit_ledger_user_created_idx', ['userId', 'createdAt'])
// The rows that begin a line of the credit history (CreditHistoryService): counted and paged.
@Index('credit_ledger_user_lines_idx', ['userId', 'createdAt', 'id'], {
  where: `"generation_id" IS NULL OR "kind" = 'reserve'`,
})
// A generation is reserved, settled and refunded at most once each.
@Index('credit_ledger_generation_kind_unique', ['generationId', 'kind'], {
  unique: true,
  where: '"generation_id" IS NOT NULL',
})
// A checkout session is credited, frozen and released at most once each (replayed webhooks
// included). Refunds may be several partial ones: the purchase row counts what they took.
@Index('credit_ledger_checkout_session_kind_unique', ['checkoutSessionId', 'kind'], {
  unique: true,
  where: `"checkout_session_id" IS NOT NULL AND "kind" <> 'purchase_refund'`,
})
@Check(
  'credit_ledger_kind_known',
  `"kind" IN (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
)
export class CreditLedgerEntry extends UserOwnedRow {
  @Field(() => ID, { description: 'The ledger row id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => LedgerKindEnum, { description: 'Why the credits moved.' })
  @Column({ type: 'text' })
  kind: LedgerKind;

  @Field(() => Float, {
    description: 'Credits moved, signed: negative takes credits, positive gives them.',
  })
  @Column(creditsColumn())
  amount: number;

  @Field(() => Float, { description: "The user's credit balance right after this movement." })
  @Column(creditsColumn({ name: 'balance_after' }))
  balanceAfter: number;

  @Field(() => ID, {
    nullable: true,
    description: 'The generation it paid for or refunded; null for other kinds or once deleted.',
  })
  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId: string | null;

  @References(() => Generation, 'generation_id', 'SET NULL')
  generation: Relation<Generation> | null;

  @Field(() => String, {
    nullable: true,
    description: 'The checkout session of a purchase or its refund; null for other kinds.',
  })
  @Column({ name: 'checkout_session_id', type: 'text', nullable: true })
  checkoutSessionId: string | null;

  /** The administrator who granted credits or refunded a purchase. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @References(() => User, 'actor_id', 'SET NULL')
  actor: Relation<User> | null;

  @Field(() => String, {
    nullable: true,
    description: 'A human-readable note, e.g. "Welcome credits"; null when none.',
  })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field({ description: 'When the credits moved.' })
  @CreatedAtColumn()
  createdAt: Date;
}
