import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { Relation } from 'typeorm';
import { Architecture } from './architecture.entity.js';
import { References } from '../../database/references.js';

@ObjectType({ description: 'A scheduler (sampler) an architecture offers.' })
@Entity({ name: 'schedulers' })
@Unique('schedulers_architecture_key_unique', ['architectureId', 'schedulerKey'])
// At most one default per architecture.
@Index('schedulers_one_default_per_architecture', ['architectureId'], {
  unique: true,
  where: '"is_default"',
})
export class Scheduler {
  @Field(() => Int, {
    description: "The scheduler's row id (generateImages takes the schedulerKey instead).",
  })
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int, { description: 'The id of the architecture that offers it.' })
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @References(
    () => Architecture,
    'architecture_id',
    'CASCADE',
    (architecture) => architecture.schedulers,
  )
  architecture: Relation<Architecture>;

  @Field({
    description: 'The name sent to the provider: pass it as GenerateImagesInput.scheduler.',
  })
  @Column({ name: 'scheduler_key', type: 'text' })
  schedulerKey: string;

  @Field({ description: 'Display name.' })
  @Column({ name: 'friendly_name', type: 'text' })
  friendlyName: string;

  @Field({ description: "True for the architecture's default scheduler (at most one)." })
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;
}
