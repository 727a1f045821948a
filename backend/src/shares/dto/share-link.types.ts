import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import { HasMoreField, NextCursorField } from '../../common/pagination/cursor-page.js';

export type SharedKind = 'creation' | 'folder';
export const SharedKindEnum = closedEnum<SharedKind>(
  'SharedKind',
  ['creation', 'folder'],
  'What a share link shows: one saved image, or a folder of them.',
);

/** A share link as its owner sees it. */
@ObjectType('ShareLink', { description: "One of the caller's share links." })
export class ShareLinkView {
  @Field(() => ID, { description: 'The link id (a UUID).' })
  id: string;

  @Field({ description: 'The random part of the link, 22 characters.' })
  slug: string;

  @Field({ description: 'The full address of the shared page.' })
  url: string;

  @Field(() => SharedKindEnum, { description: 'Whether it shows one image or a folder.' })
  kind: SharedKind;

  @Field(() => ID, { nullable: true, description: 'The shared image; null for a folder.' })
  creationId: string | null;

  @Field(() => ID, { nullable: true, description: 'The shared folder; null for an image.' })
  folderId: string | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it stops; null: never.' })
  expiresAt: Date | null;

  @Field({ description: 'Whether viewers must give a password.' })
  hasPassword: boolean;

  @Field({ description: 'Whether viewers may download the original files.' })
  allowDownload: boolean;

  @Field({ description: 'Whether viewers see the prompt, model and settings.' })
  showPrompt: boolean;

  @Field(() => Int, { description: 'How many times the shared page or its content was opened.' })
  views: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'The last view; null: none.' })
  lastViewedAt: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the link was made.' })
  createdAt: Date;
}

/** One image of a shared page. Prompt and settings are null unless the link shows them. */
@ObjectType({ description: 'An image as a share link shows it.' })
export class SharedImage {
  @Field(() => ID, { description: 'The image id (a UUID).' })
  id: string;

  @Field(() => Int, { description: 'Width of the display rendition, in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Height of the display rendition, in pixels.' })
  height: number;

  @Field({ description: 'Short-lived URL of a display-size rendition (never the original file).' })
  displayUrl: string;

  @Field({ description: 'Short-lived URL of a small thumbnail.' })
  thumbnailUrl: string;

  @Field(() => String, {
    nullable: true,
    description: 'Short-lived URL of the original file; null unless the link allows download.',
  })
  downloadUrl: string | null;

  @Field({
    description:
      'True when the provider flagged it as adult content: show it only behind a click-through.',
  })
  nsfw: boolean;

  @Field(() => String, { nullable: true, description: 'The prompt; only where the link shows it.' })
  prompt?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The negative prompt; only where the link shows it.',
  })
  negativePrompt?: string | null;

  @Field(() => String, {
    name: 'modelId',
    nullable: true,
    description: "The model's AIR; only where the link shows it.",
  })
  modelAir?: string | null;

  @Field(() => GraphQLJSON, {
    nullable: true,
    description: 'The settings; only where the link shows them.',
  })
  parameters?: Record<string, unknown> | null;

  @Field(() => GraphQLISODateTime, { description: 'When the image was saved.' })
  createdAt: Date;
}

/** What a live share link shows: the shared page's content. */
@ObjectType({ description: 'What a share link shows; a folder comes a page at a time.' })
export class SharedContent {
  @Field(() => SharedKindEnum, { description: 'One image or a folder.' })
  kind: SharedKind;

  @Field({ description: "The page's title: the folder's name, or the image's owner." })
  title: string;

  @Field({ description: "The owner's display name." })
  ownerName: string;

  @Field({ description: 'Whether downloadUrl is given.' })
  allowDownload: boolean;

  @Field({ description: 'Whether prompt and settings are given.' })
  showPrompt: boolean;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When the link stops.' })
  expiresAt: Date | null;

  @Field(() => [SharedImage], { description: 'This page of images, newest first.' })
  items: SharedImage[];

  @NextCursorField()
  nextCursor: string | null;

  @HasMoreField()
  hasMore: boolean;
}
