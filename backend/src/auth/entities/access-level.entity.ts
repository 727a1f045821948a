import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { decimalTransformer } from '../../database/decimal.transformer.js';

/** A membership tier. Ids are fixed by the reference-data seed so they are stable everywhere. */
@ObjectType()
@Entity({ name: 'access_levels' })
export class AccessLevel {
  @Field(() => Int)
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Field()
  @Column({ type: 'text', unique: true })
  name: string;

  /** Higher levels may use everything lower levels may use. */
  @Field(() => Int)
  @Column({ type: 'int', unique: true })
  level: number;

  /** Factor applied to the provider's cost when charging credits (0 = free). */
  @Field(() => Float)
  @Column({
    name: 'credit_multiplier',
    type: 'numeric',
    precision: 4,
    scale: 2,
    transformer: decimalTransformer,
  })
  creditMultiplier: number;
}
