import { Field, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  Entity,
  OneToMany,
  OneToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { ArchitectureCapability } from './architecture-capability.entity.js';
import { Scheduler } from './scheduler.entity.js';

/** A model family (SDXL 1.0, FLUX.1 D, ...). `code` is the provider's architecture code. */
@ObjectType()
@Entity({ name: 'architectures' })
export class Architecture {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  /** Display name, e.g. 'FLUX.1 D'. */
  @Field()
  @Column({ name: 'name', type: 'text', unique: true })
  architecture: string;

  /** Provider code, e.g. 'flux1d'; null for architectures created by name on import. */
  @Field(() => String, { nullable: true })
  @Column({ type: 'text', unique: true, nullable: true })
  code: string | null;

  /** Loaded with cached models, so a generation is checked without another read. */
  @OneToOne(() => ArchitectureCapability, (capability) => capability.architecture)
  capability?: Relation<ArchitectureCapability> | null;

  @OneToMany(() => Scheduler, (scheduler) => scheduler.architecture)
  schedulers?: Relation<Scheduler>[];
}
