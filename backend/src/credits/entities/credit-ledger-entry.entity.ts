import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { decimalTransformer } from '../../database/decimal.transformer.js';
import { Generation } from '../../generation/entities/generation.entity.js';
import { LEDGER_KINDS, type LedgerKind, LedgerKindEnum } from '../balance-movement.js';

/** Every movement of a user's credits; the balance is always the sum of the user's rows. */
@ObjectType()
@Entity({ name: 'credit_ledger' })
@Index('credit_ledger_user_created_idx', ['userId', 'createdAt'])
// A generation is reserved, settled and refunded at most once each.
@Index('credit_ledger_generation_kind_unique', ['generationId', 'kind'], {
  unique: true,
  where: '"generation_id" IS NOT NULL',
})
// A checkout session is credited, and refunded, at most once each (replayed webhooks included).
@Index('credit_ledger_checkout_session_kind_unique', ['checkoutSessionId', 'kind'], {
  unique: true,
  where: '"checkout_session_id" IS NOT NULL',
})
@Check(
  'credit_ledger_kind_known',
  `"kind" IN (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})`,
)
export class CreditLedgerEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Field(() => LedgerKindEnum)
  @Column({ type: 'text' })
  kind: LedgerKind;

  /** Signed: negative takes credits, positive gives them. */
  @Field(() => Float)
  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: decimalTransformer })
  amount: number;

  @Field(() => Float)
  @Column({
    name: 'balance_after',
    type: 'numeric',
    precision: 14,
    scale: 4,
    transformer: decimalTransformer,
  })
  balanceAfter: number;

  @Field(() => ID, { nullable: true })
  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId: string | null;

  @ManyToOne(() => Generation, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'generation_id' })
  generation: Relation<Generation> | null;

  /** The Checkout Session of a purchase or purchase refund. */
  @Field(() => String, { nullable: true })
  @Column({ name: 'checkout_session_id', type: 'text', nullable: true })
  checkoutSessionId: string | null;

  /** The administrator who granted credits or refunded a purchase. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor: Relation<User> | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
