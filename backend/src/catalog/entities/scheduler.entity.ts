import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Architecture } from './architecture.entity.js';

@ObjectType()
@Entity({ name: 'schedulers' })
@Unique('schedulers_architecture_key_unique', ['architectureId', 'schedulerKey'])
// At most one default per architecture.
@Index('schedulers_one_default_per_architecture', ['architectureId'], {
  unique: true,
  where: '"is_default"',
})
export class Scheduler {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @ManyToOne(() => Architecture, (architecture) => architecture.schedulers, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'architecture_id' })
  architecture: Relation<Architecture>;

  /** The name sent to the provider. */
  @Field()
  @Column({ name: 'scheduler_key', type: 'text' })
  schedulerKey: string;

  @Field()
  @Column({ name: 'friendly_name', type: 'text' })
  friendlyName: string;

  @Field()
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;
}
