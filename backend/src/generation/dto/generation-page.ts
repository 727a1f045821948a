import { Field, ObjectType } from '@nestjs/graphql';
import { Generation } from '../entities/generation.entity.js';

@ObjectType()
export class GenerationPage {
  @Field(() => [Generation])
  items: Generation[];

  /** Pass as `after` for the next page; null on the last page. */
  @Field(() => String, { nullable: true })
  nextCursor: string | null;
}
