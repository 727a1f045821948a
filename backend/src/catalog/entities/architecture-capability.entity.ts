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

  @OneToOne(() => Architecture, (architecture) => architecture.capability, { onDelete: 'CASCADE' })
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

  // What a generation may ask of the architecture (the provider's own limits). The defaults are
  // what the provider accepts for most architectures, so one created by name on import is usable.

  @Field({ description: 'False when the architecture refuses a negative prompt (FLUX).' })
  @Column({ name: 'supports_negative_prompt', type: 'boolean', default: true })
  supportsNegativePrompt: boolean;

  @Field(() => Int)
  @Column({ name: 'min_steps', type: 'int', default: 1 })
  minSteps: number;

  @Field(() => Int)
  @Column({ name: 'max_steps', type: 'int', default: 100 })
  maxSteps: number;

  @Field(() => Int, { description: 'Smallest width or height in pixels.' })
  @Column({ name: 'min_dimension', type: 'int', default: 128 })
  minDimension: number;

  @Field(() => Int, { description: 'Largest width or height in pixels.' })
  @Column({ name: 'max_dimension', type: 'int', default: 2048 })
  maxDimension: number;

  @Field(() => Int, { description: 'Width and height must be multiples of this.' })
  @Column({ name: 'dimension_multiple', type: 'int', default: 64 })
  dimensionMultiple: number;

  @Field(() => Float, { description: 'Lowest weight of a LoRA, ControlNet or IP-Adapter.' })
  @Column({
    name: 'min_adapter_weight',
    type: 'numeric',
    precision: 4,
    scale: 2,
    default: 0,
    transformer: decimalTransformer,
  })
  minAdapterWeight: number;

  @Field(() => Float, { description: 'Highest weight of a LoRA, ControlNet or IP-Adapter.' })
  @Column({
    name: 'max_adapter_weight',
    type: 'numeric',
    precision: 4,
    scale: 2,
    default: 2,
    transformer: decimalTransformer,
  })
  maxAdapterWeight: number;
}
