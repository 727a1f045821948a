import { Field, ObjectType } from '@nestjs/graphql';
import { Generation } from '../../../generation/entities/generation.entity.js';

@ObjectType({ description: 'A generation of any user, with who ran it.' })
export class AdminGeneration extends Generation {
  @Field(() => String, { nullable: true }) userName: string | null;
  @Field(() => String, { nullable: true }) userEmail: string | null;
}

@ObjectType()
export class AdminGenerationPage {
  @Field(() => [AdminGeneration]) items: AdminGeneration[];
  @Field(() => String, { nullable: true, description: 'Pass as `after`; null on the last page.' })
  nextCursor: string | null;
}
