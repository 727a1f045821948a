import { type ModelType, ModelTypeEnum } from '../model-type.js';
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { AccessLevel } from '../../auth/entities/access-level.entity.js';
import { decimalTransformer } from '../../database/decimal.transformer.js';
import { Architecture } from './architecture.entity.js';
import { ModelCategory } from './model-category.entity.js';

@ObjectType()
export class ModelExtras {
  @Field() lora: boolean;
  @Field() controlnet: boolean;
  @Field() vae: boolean;
  @Field() ipadapter: boolean;
  @Field() embeddings: boolean;
}

export const NO_EXTRAS: ModelExtras = {
  lora: false,
  controlnet: false,
  vae: false,
  ipadapter: false,
  embeddings: false,
};

/** A model in the catalogue: checkpoints (base models) and add-ons (LoRA, VAE, ...). */
@ObjectType()
@Entity({ name: 'models' })
@Index('models_category_architecture_idx', ['modelCategoryId', 'architectureId'])
@Index('models_architecture_idx', ['architectureId'])
export class Model {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field()
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  version: string | null;

  /** The provider's AIR identifier (e.g. civitai:101055@128078). */
  @Field()
  @Index('models_civitai_air_unique', { unique: true })
  @Column({ name: 'civitai_air', type: 'text' })
  civitAIR: string;

  @Field(() => Int)
  @Column({ name: 'model_category_id', type: 'int' })
  modelCategoryId: number;

  @ManyToOne(() => ModelCategory, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'model_category_id' })
  modelCategory: Relation<ModelCategory>;

  @Field(() => Int)
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @ManyToOne(() => Architecture, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'architecture_id' })
  architecture: Relation<Architecture>;

  /** Only for checkpoint categories. */
  @Field(() => ModelTypeEnum, { nullable: true, description: 'Checkpoints only.' })
  @Column({ name: 'model_type', type: 'text', nullable: true })
  modelType: ModelType | null;

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => String, { nullable: true })
  @Column({ name: 'hero_image', type: 'text', nullable: true })
  heroImage: string | null;

  @Field()
  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate: boolean;

  @Field(() => Int)
  @Column({ name: 'default_width', type: 'int', default: 1024 })
  defaultWidth: number;

  @Field(() => Int)
  @Column({ name: 'default_height', type: 'int', default: 1024 })
  defaultHeight: number;

  @Field(() => Int)
  @Column({ name: 'default_steps', type: 'int', default: 20 })
  defaultSteps: number;

  @Field()
  @Column({ name: 'default_scheduler', type: 'text', default: 'Default' })
  defaultScheduler: string;

  @Field(() => Float)
  @Column({
    name: 'default_cfg',
    type: 'numeric',
    precision: 4,
    scale: 1,
    transformer: decimalTransformer,
  })
  defaultCFG: number;

  /** The lowest access level that may list and use this model. */
  @Field(() => Int)
  @Index('models_access_level_idx')
  @Column({ name: 'access_level_id', type: 'int' })
  accessLevelId: number;

  @ManyToOne(() => AccessLevel, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'access_level_id' })
  accessLevel: Relation<AccessLevel>;

  @Field(() => [String])
  @Column({ name: 'trigger_words', type: 'text', array: true, default: () => "'{}'" })
  triggerWords: string[];

  @Field(() => ModelExtras)
  @Column({ type: 'jsonb' })
  extras: ModelExtras;

  @Field()
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
