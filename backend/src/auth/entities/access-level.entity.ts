import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { decimalColumn } from '../../database/decimal.transformer.js';

/** Ids are fixed by the reference-data seed so they are stable everywhere. */
@ObjectType({
  description: 'A membership tier: it decides which models a user may use and what credits cost.',
})
@Entity({ name: 'access_levels' })
export class AccessLevel {
  @Field(() => Int, { description: 'The tier id, stable across installations.' })
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Field({ description: 'The tier name, e.g. Standard.' })
  @Column({ type: 'text', unique: true })
  name: string;

  @Field(() => Int, { description: 'Rank of the tier: higher levels may use what lower ones may.' })
  @Column({ type: 'int', unique: true })
  level: number;

  @Field(() => Float, {
    description: "Factor applied to the provider's cost when charging credits (0: free).",
  })
  @Column(decimalColumn(4, 2, { name: 'credit_multiplier' }))
  creditMultiplier: number;
}
