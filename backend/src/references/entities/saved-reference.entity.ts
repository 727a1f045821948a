import { Field, ID, ObjectType } from '@nestjs/graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import {
  type IpAdapterCombineMethod,
  type IpAdapterWeightType,
} from '../../provider/generation-request.js';
import { type ReferenceKind, ReferenceKindEnum } from '../reference-limits.js';

@ObjectType('Reference', {
  description:
    'A named set of 1 to 4 of its owner’s images applied to generations: a character (identity) or a style.',
})
// `references` is an SQL keyword: the table is saved_references.
@Entity({ name: 'saved_references' })
// Names are unique per user whatever their case, as prompt styles are.
@Index('saved_references_user_name_key', { synchronize: false })
@Index('saved_references_user_created_idx', ['userId', 'createdAt'])
@Check('saved_references_kind_check', `"kind" IN ('character', 'style')`)
@Check(
  'saved_references_style_options_check',
  `"kind" = 'style' OR ("weight_type" IS NULL AND "combine_method" IS NULL)`,
)
export class SavedReference extends UserOwnedRow {
  @Field(() => ID, { description: 'The reference id (a UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ReferenceKindEnum, { description: 'Character or style.' })
  @Column({ type: 'text' })
  kind: ReferenceKind;

  @Field({ description: 'The name shown in the picker, unique among the owner’s references.' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => [String], {
    description:
      'Its images, each creation:<id> of a saved image or the imageUUID of an upload or result of the owner.',
  })
  @Column({ type: 'jsonb' })
  images: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "A style's IP-Adapter weightType, used where the generation names none; null for the provider's default (always null for a character).",
  })
  @Column({ name: 'weight_type', type: 'text', nullable: true })
  weightType: IpAdapterWeightType | null;

  @Field(() => String, {
    nullable: true,
    description:
      "A style's IP-Adapter combineMethod, used where the generation names none; null for the provider's default (always null for a character).",
  })
  @Column({ name: 'combine_method', type: 'text', nullable: true })
  combineMethod: IpAdapterCombineMethod | null;

  /** Set by ReferencesService.withThumbnails for GraphQL answers; not a column. */
  @Field(() => String, {
    nullable: true,
    description:
      'Short-lived URL of the thumbnail of its first image when that is a saved image (creation:<id>); null for an upload or result.',
  })
  thumbnailUrl?: string | null;

  @Field({ description: 'When the reference was saved.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field({ description: 'When its name or images last changed.' })
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
