import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { Folder } from '../../folders/entities/folder.entity.js';
import { Generation } from '../../generation/entities/generation.entity.js';

import { type ImageFormat, ImageFormatEnum } from '../../generation/dto/generation-enums.js';
import { RemixSource, remixSourceOf } from '../../shares/dto/remix-source.js';
import { References } from '../../database/references.js';

export type CreationFormat = ImageFormat;

/**
 * An image a user chose to keep: its bytes and thumbnail live in object storage under the user's
 * prefix, the settings that made it live here. Lists page by (created_at, id), newest first, so
 * created_at has millisecond precision: a cursor carries it exactly through a JavaScript Date.
 */
@ObjectType({
  description: 'An image a user saved to the gallery, with the settings that made it.',
})
@Entity({ name: 'creations' })
@Index('creations_user_created_idx', ['userId', 'createdAt', 'id'])
@Index('creations_folder_created_idx', ['folderId', 'createdAt', 'id'])
@Index('creations_user_model_created_idx', ['userId', 'modelAir', 'createdAt', 'id'])
// A folder holds each source image once, even when two saves race (rows saved before: null).
@Index('creations_user_source_folder_unique', ['userId', 'sourceImageId', 'folderId'], {
  unique: true,
})
// A gallery holds one copy of each shared image (rows without a copy source: never duplicates).
@Index('creations_user_copy_source_unique', ['userId', 'copySource'], { unique: true })
// GIN over (user_id, to_tsvector('simple', prompt)), made by migration 1764806400000: TypeORM
// cannot describe an expression index, so it leaves this one alone.
@Index('creations_prompt_search_idx', { synchronize: false })
export class Creation extends UserOwnedRow {
  /** Chosen before the upload so the storage keys can carry it. */
  @Field(() => ID, { description: 'The saved image id (a UUID).' })
  @PrimaryColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The id of the folder the image is in.' })
  @Column({ name: 'folder_id', type: 'uuid' })
  folderId: string;

  @Field(() => Folder, { description: 'The folder the image is in.' })
  @References(() => Folder, 'folder_id', 'RESTRICT')
  folder: Relation<Folder>;

  /** Storage key of the image; the orphan scan looks keys up here. */
  @Index('creations_image_key_unique', { unique: true })
  @Column({ name: 'image_key', type: 'text' })
  imageKey: string;

  @Index('creations_thumbnail_key_unique', { unique: true })
  @Column({ name: 'thumbnail_key', type: 'text' })
  thumbnailKey: string;

  @Field(() => Int, { description: 'Size of the stored image file, in bytes.' })
  @Column({ name: 'byte_size', type: 'int' })
  byteSize: number;

  @Field({ description: 'The prompt that made the image.' })
  @Column({ type: 'text' })
  prompt: string;

  @Field(() => String, { nullable: true, description: 'The negative prompt; null when none.' })
  @Column({ name: 'negative_prompt', type: 'text', nullable: true })
  negativePrompt: string | null;

  @Field({
    name: 'modelId',
    description: "The model's AIR identifier, e.g. civitai:101055@128078.",
  })
  @Column({ name: 'model_id', type: 'text' })
  modelAir: string;

  @Field(() => Int, { description: 'Width of the stored image, in pixels.' })
  @Column({ type: 'int' })
  width: number;

  @Field(() => Int, { description: 'Height of the stored image, in pixels.' })
  @Column({ type: 'int' })
  height: number;

  @Field(() => ImageFormatEnum, { description: 'File format of the stored image.' })
  @Column({ type: 'text' })
  format: CreationFormat;

  @Field(() => GraphQLJSON, {
    description: 'The generation settings as the dashboard had them (may hold loras with weights).',
  })
  @Column({ type: 'jsonb' })
  parameters: Record<string, unknown>;

  @Field(() => String, {
    nullable: true,
    description:
      'What identifies the image it was saved from: the provider image URL, or sha256:<hex> of the bytes of an image sent as data; null for images saved before this was kept.',
  })
  @Column({ name: 'source_image_id', type: 'text', nullable: true })
  sourceImageId: string | null;

  /**
   * A copy saved from someone's shared image ("Save to my gallery"): a SHA-256 digest of the
   * original's id, so the same shared image is not stored twice in one gallery, while nothing
   * names the original; null for every other image. Never shown.
   */
  @Column({ name: 'copy_source', type: 'text', nullable: true })
  copySource: string | null;

  @Field(() => ID, {
    nullable: true,
    description: 'The generation that made it; null when not given or that generation is deleted.',
  })
  @Column({ name: 'generation_id', type: 'uuid', nullable: true })
  generationId: string | null;

  @References(() => Generation, 'generation_id', 'SET NULL')
  generation: Relation<Generation> | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'The saved image this one was made from (by an upscale or a background removal); null otherwise or once that image is deleted.',
  })
  @Column({ name: 'source_creation_id', type: 'uuid', nullable: true })
  sourceCreationId: string | null;

  @ManyToOne(() => Creation, { onDelete: 'SET NULL' })
  @JoinColumn({
    name: 'source_creation_id',
    foreignKeyConstraintName: 'FK_creations_source_creation',
  })
  sourceCreation: Relation<Creation> | null;

  /**
   * The provider's content check flagged the image it was saved from (or the saved image a tool
   * made it from): set by the server at save time, never taken from the client.
   */
  @Field({
    description:
      "True when the provider's content check flagged the image as adult content: sharing it needs the owner's confirmation.",
  })
  @Column({ type: 'boolean', default: false })
  nsfw: boolean;

  @Field({ description: 'When the image was saved.' })
  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;

  @Field(() => RemixSource, {
    nullable: true,
    description: 'The shared image the generation that made it was remixed from; null otherwise.',
  })
  get remixedFrom(): RemixSource | null {
    return remixSourceOf(this.parameters);
  }
}
