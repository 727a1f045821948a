import { Field, ObjectType } from '@nestjs/graphql';
import { Creation } from '../entities/creation.entity.js';

@ObjectType()
export class CreationPage {
  @Field(() => [Creation])
  items: Creation[];

  /** Pass as `after` for the next page; null on the last page. */
  @Field(() => String, { nullable: true })
  nextCursor: string | null;

  @Field()
  hasMore: boolean;
}
