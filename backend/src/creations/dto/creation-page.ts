import { ArgsType, Field, GraphQLISODateTime, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { CursorPage, CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { MODEL_MAX_LENGTH, SEARCH_MAX_LENGTH } from '../creation-filters.js';
import { Creation } from '../entities/creation.entity.js';

@ObjectType({ description: "A page of the caller's saved images, newest first." })
export class CreationPage extends CursorPage(Creation) {}

/** The page, and what narrows the list (checked by checkedFilters in the service). */
@ArgsType()
export class CreationPageArgs extends CursorPageArgs(9) {
  @Field(() => String, {
    nullable: true,
    description: `Words of the prompt, at most ${SEARCH_MAX_LENGTH} characters: every word must appear ("a quoted phrase", or, -word also work); the last word also matches as a prefix. Blank: no search.`,
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  search?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Only images made with this model, by its AIR identifier (e.g. civitai:101055@128078), at most ${MODEL_MAX_LENGTH} characters.`,
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
