import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { decimalTransformer } from '../../database/decimal.transformer.js';
import { Architecture } from './architecture.entity.js';

/** What an architecture supports; drives which dashboard sections show. */
@ObjectType()
@Entity({ name: 'architecture_capabilities' })
export class ArchitectureCapability {
  @Field(() => Int)
  @PrimaryColumn({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @OneToOne(() => Architecture, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'architecture_id' })
  architecture: Relation<Architecture>;

  @Field()
  @Column({ name: 'supports_lora', type: 'boolean', default: false })
  supportsLoRA: boolean;

  @Field()
  @Column({ name: 'supports_controlnet', type: 'boolean', default: false })
  supportsControlNet: boolean;

  @Field()
  @Column({ name: 'supports_vae', type: 'boolean', default: false })
  supportsVAE: boolean;

  @Field()
  @Column({ name: 'supports_ipadapter', type: 'boolean', default: false })
  supportsIPAdapter: boolean;

  @Field(() => Int)
  @Column({ name: 'default_steps', type: 'int' })
  defaultSteps: number;

  @Field(() => Float)
  @Column({
    name: 'default_cfg',
    type: 'numeric',
    precision: 4,
    scale: 1,
    transformer: decimalTransformer,
  })
  defaultCFG: number;
}
