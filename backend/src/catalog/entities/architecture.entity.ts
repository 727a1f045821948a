import { Field, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, OneToMany, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { ArchitectureCapability } from './architecture-capability.entity.js';
import { Scheduler } from './scheduler.entity.js';

@ObjectType({ description: 'A model family (SDXL 1.0, FLUX.1 D, ...).' })
@Entity({ name: 'architectures' })
export class Architecture {
  @Field(() => Int, {
    description:
      "The architecture's id, as models and the capability, size and scheduler queries use it.",
  })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: "Display name, e.g. 'FLUX.1 D'." })
  @Column({ name: 'name', type: 'text', unique: true })
  architecture: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The provider's code, e.g. flux1d; null for architectures created by name on import.",
  })
  @Column({ type: 'text', unique: true, nullable: true })
  code: string | null;

  /** Loaded with cached models, so a generation is checked without another read. */
  @OneToOne(() => ArchitectureCapability, (capability) => capability.architecture)
  capability?: Relation<ArchitectureCapability> | null;

  @OneToMany(() => Scheduler, (scheduler) => scheduler.architecture)
  schedulers?: Relation<Scheduler>[];
}
