import { type Type } from '@nestjs/common';
import { ArgsType, Field, GraphQLISODateTime } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { AIR_MAX_LENGTH } from '../../catalog/air.js';
import { SEARCH_MAX_LENGTH } from '../creation-filters.js';

/**
 * `search`, `model`, `from` and `to` added to `base`: one declaration for every query that
 * narrows the gallery (its pages and its count), so they take the same arguments. Checked by
 * checkedFilters in the service.
 */
export function WithCreationFilters<Base extends Type<object>>(base: Base) {
  @ArgsType()
  class FilterArgs extends base {
    @Field(() => String, {
      nullable: true,
      description: `Words of the prompt, at most ${SEARCH_MAX_LENGTH} characters: every word must appear ("a quoted phrase", or, -word also work); the last word also matches as a prefix. Blank: no search.`,
    })
    @IsOptional()
    @IsString({ message: 'search must be text' })
    search?: string | null;

    @Field(() => String, {
      nullable: true,
      description: `Only images made with this model, by its AIR identifier (e.g. civitai:101055@128078), at most ${AIR_MAX_LENGTH} characters.`,
    })
    @IsOptional()
    @IsString({ message: 'model must be text' })
    model?: string | null;

    @Field(() => GraphQLISODateTime, {
      nullable: true,
      description: 'Only images saved at or after this moment.',
    })
    @IsOptional()
    from?: Date | null;

    @Field(() => GraphQLISODateTime, {
      nullable: true,
      description: 'Only images saved before this moment; not before `from`.',
    })
    @IsOptional()
    to?: Date | null;
  }
  return FilterArgs;
}

/** What narrows the gallery, without paging (the count of a list). */
@ArgsType()
export class CreationFilterArgs extends WithCreationFilters(class {}) {}
