import { type ModelType, ModelTypeEnum } from '../model-type.js';
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { CreatedAtColumn, UpdatedAtColumn } from '../../database/timestamp-columns.js';
import { AccessLevel } from '../../auth/entities/access-level.entity.js';
import { decimalColumn } from '../../database/decimal.transformer.js';
import { Architecture } from './architecture.entity.js';
import { ModelCategory } from './model-category.entity.js';
import { References } from '../../database/references.js';

@ObjectType({
  description:
    'The add-ons a checkpoint works with (the dashboard shows their sections); all false for add-ons.',
})
export class ModelExtras {
  @Field({ description: 'Takes LoRA models.' }) lora: boolean;
  @Field({ description: 'Takes ControlNets.' }) controlnet: boolean;
  @Field({ description: 'Takes a VAE.' }) vae: boolean;
  @Field({ description: 'Takes IP-Adapters.' }) ipadapter: boolean;
  @Field({ description: 'Takes embeddings.' }) embeddings: boolean;
}

export const NO_EXTRAS: ModelExtras = {
  lora: false,
  controlnet: false,
  vae: false,
  ipadapter: false,
  embeddings: false,
};

@ObjectType({
  description: 'A model in the catalogue: checkpoints (base models) and add-ons (LoRA, VAE, ...).',
})
@Entity({ name: 'models' })
@Index('models_category_architecture_idx', ['modelCategoryId', 'architectureId'])
@Index('models_architecture_idx', ['architectureId'])
export class Model {
  @Field(() => Int, {
    description: "The model's id, as the admin model queries and mutations take it.",
  })
  @PrimaryGeneratedColumn()
  id: number;

  @Field({ description: 'Display name.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { nullable: true, description: "The model's version name; null when none." })
  @Column({ type: 'text', nullable: true })
  version: string | null;

  @Field({
    name: 'civitAIR',
    description:
      "The provider's AIR identifier (e.g. civitai:101055@128078): what generateImages takes as a model.",
  })
  @Index('models_civitai_air_unique', { unique: true })
  @Column({ name: 'civitai_air', type: 'text' })
  air: string;

  @Field(() => Int, { description: 'The id of its ModelCategory.' })
  @Column({ name: 'model_category_id', type: 'int' })
  modelCategoryId: number;

  @References(() => ModelCategory, 'model_category_id', 'RESTRICT')
  modelCategory: Relation<ModelCategory>;

  @Field(() => Int, { description: 'The id of its Architecture.' })
  @Column({ name: 'architecture_id', type: 'int' })
  architectureId: number;

  @References(() => Architecture, 'architecture_id', 'RESTRICT')
  architecture: Relation<Architecture>;

  @Field(() => ModelTypeEnum, {
    nullable: true,
    description: 'What a checkpoint is for; null for add-ons (and checkpoints without one).',
  })
  @Column({ name: 'model_type', type: 'text', nullable: true })
  modelType: ModelType | null;

  @Field(() => [String], { description: 'Free-form tags (from the provider or an administrator).' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Field(() => String, { nullable: true, description: 'URL of a preview image; null when none.' })
  @Column({ name: 'hero_image', type: 'text', nullable: true })
  heroImage: string | null;

  @Field({ description: 'Private models are listed and usable by administrators only.' })
  @Column({ name: 'is_private', type: 'boolean', default: false })
  isPrivate: boolean;

  @Field(() => Int, { description: 'Suggested image width in pixels.' })
  @Column({ name: 'default_width', type: 'int', default: 1024 })
  defaultWidth: number;

  @Field(() => Int, { description: 'Suggested image height in pixels.' })
  @Column({ name: 'default_height', type: 'int', default: 1024 })
  defaultHeight: number;

  @Field(() => Int, { description: 'Suggested number of steps.' })
  @Column({ name: 'default_steps', type: 'int', default: 20 })
  defaultSteps: number;

  @Field({ description: "Suggested scheduler ('Default' unless one was chosen)." })
  @Column({ name: 'default_scheduler', type: 'text', default: 'Default' })
  defaultScheduler: string;

  @Field(() => Float, { description: 'Suggested CFG scale.' })
  @Column(decimalColumn(4, 1, { name: 'default_cfg' }))
  defaultCFG: number;

  @Field(() => Int, { description: 'The id of the lowest access level that may list and use it.' })
  @Index('models_access_level_idx')
  @Column({ name: 'access_level_id', type: 'int' })
  accessLevelId: number;

  @References(() => AccessLevel, 'access_level_id', 'RESTRICT')
  accessLevel: Relation<AccessLevel>;

  @Field(() => [String], {
    description: 'Words that call up a LoRA, embedding or LyCORIS in the prompt; empty for others.',
  })
  @Column({ name: 'trigger_words', type: 'text', array: true, default: () => "'{}'" })
  triggerWords: string[];

  @Field(() => ModelExtras, { description: 'The add-ons a checkpoint works with.' })
  @Column({ type: 'jsonb' })
  extras: ModelExtras;

  @Field({ description: 'When it was added to the catalogue.' })
  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
