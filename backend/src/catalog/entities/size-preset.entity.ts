import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { Architecture } from './architecture.entity.js';

@ObjectType()
@Entity({ name: 'size_presets' })
@Unique('size_presets_architecture_name_unique', ['architectureId', 'name'])
export class SizePreset {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @ManyToOne(() => Architecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'architecture_id' })
  architecture: Relation<Architecture>;

  /** Stable key: square, portrait, landscape, wide, ... */
  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field()
  @Column({ type: 'text' })
  label: string;

  @Field(() => Int)
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int)
  @Column({ type: 'int' })
  height: number;

  @Field(() => Int)
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
