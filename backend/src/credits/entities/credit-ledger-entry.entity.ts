import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import {
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

/** grant: credits given; reserve: held before a generation; settle: unused part of a hold returned; refund: a failed generation's hold returned. */
export type LedgerKind = 'grant' | 'reserve' | 'settle' | 'refund';

/** Every movement of a user's credits; the balance is always the sum of the user's rows. */
@ObjectType()
@Entity({ name: 'credit_ledger' })
@Index('credit_ledger_user_created_idx', ['userId', 'createdAt'])
// A generation is reserved, settled and refunded at most once each.
@Index('credit_ledger_generation_kind_unique', ['generationId', 'kind'], {
  unique: true,
  where: '"generation_id" IS NOT NULL',
})
export class CreditLedgerEntry {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Field(() => String)
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

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
