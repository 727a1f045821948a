import { type Type } from '@nestjs/common';
import { ArgsType, Field, Int, ObjectType } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { SQL_INTEGER_MAX } from '../validation/sql-integer.js';
import { PAGE_SIZE_MAX, pageSizeRefusal } from './page-size.js';

/**
 * `first`, how many items a list answers, with the list's default. A `first` outside
 * 1..PAGE_SIZE_MAX is refused, never silently changed.
 */
export function PageSizeArgs(defaultFirst: number) {
  @ArgsType()
  class SizeArgs {
    @Field(() => Int, {
      defaultValue: defaultFirst,
      description: `How many items to return: 1 to ${PAGE_SIZE_MAX}.`,
    })
    @IsInt({ message: 'first must be a whole number' })
    @Min(1, { message: pageSizeRefusal('first') })
    @Max(PAGE_SIZE_MAX, { message: pageSizeRefusal('first') })
    first: number = defaultFirst;
  }
  return SizeArgs;
}

/** `first` and `after` of a list paged by cursor, with the list's default page size. */
export function CursorPageArgs(defaultFirst: number) {
  @ArgsType()
  class PageArgs extends PageSizeArgs(defaultFirst) {
    @Field(() => String, {
      nullable: true,
      description: "The previous page's nextCursor; omit for the first page.",
    })
    @IsOptional()
    @IsString({ message: 'after must be a cursor' })
    after?: string | null;
  }
  return PageArgs;
}

/** The shape every cursor-paged list answers: items, then how to get the next page. */
export interface CursorPageOf<Item> {
  items: Item[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * The `nextCursor` field of a cursor-paged answer. With HasMoreField, for an answer that is a page
 * among other fields of its own (and so not a CursorPage).
 */
export const NextCursorField = () =>
  Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page; null on the last page.',
  });

/** The `hasMore` field of a cursor-paged answer. */
export const HasMoreField = () =>
  Field(() => Boolean, { description: 'Whether another page follows.' });

/** The GraphQL page type of a cursor-paged list of `item`. */
export function CursorPage<Item>(item: Type<Item>) {
  @ObjectType({ isAbstract: true })
  abstract class Page implements CursorPageOf<Item> {
    @Field(() => [item], { description: 'This page, in the order the list is sorted.' })
    items: Item[];

    @NextCursorField()
    nextCursor: string | null;

    @HasMoreField()
    hasMore: boolean;
  }
  return Page;
}

/**
 * CursorPageArgs plus `offset`, for lists shown as numbered pages (a table that jumps to page 7)
 * beside a total. A client pages by `after` or by `offset`, not both.
 */
export function NumberedPageArgs(defaultFirst: number) {
  @ArgsType()
  class PageArgs extends CursorPageArgs(defaultFirst) {
    @Field(() => Int, {
      nullable: true,
      description: 'For numbered pages: skip this many items (instead of after).',
    })
    @IsOptional()
    @IsInt({ message: 'offset must be a whole number' })
    @Min(0, { message: 'offset must be 0 or more' })
    // As far as GraphQL's Int goes; PostgreSQL fails on an OFFSET past bigint.
    @Max(SQL_INTEGER_MAX, { message: `offset must be at most ${SQL_INTEGER_MAX}` })
    offset?: number | null;
  }
  return PageArgs;
}
