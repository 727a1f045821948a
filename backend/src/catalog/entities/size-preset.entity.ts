import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { Architecture } from './architecture.entity.js';
import { References } from '../../database/references.js';

@ObjectType({ description: 'A named image size offered for an architecture.' })
@Entity({ name: 'size_presets' })
@Unique('size_presets_architecture_name_unique', ['architectureId', 'name'])
export class SizePreset {
  @Field(() => Int, { description: "The preset's id." })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: 'The id of the architecture it is for.' })
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @References(() => Architecture, 'architecture_id', 'CASCADE')
  architecture: Relation<Architecture>;

  @Field({ description: 'Stable key: square, portrait, landscape, wide, ...' })
  @Column({ type: 'text' })
  name: string;

  @Field({ description: 'Display label.' })
  @Column({ type: 'text' })
  label: string;

  @Field(() => Int, { description: 'Width in pixels.' })
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels.' })
  @Column({ type: 'int' })
  height: number;

  @Field(() => Int, {
    description: 'Display position, lowest first (sizePresets is sorted by it).',
  })
  @Column({ name: 'sort_order', type: 'int', default: 0 })
  sortOrder: number;
}
