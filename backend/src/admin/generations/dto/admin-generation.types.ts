import { Field, ObjectType } from '@nestjs/graphql';
import { CursorPage } from '../../../common/pagination/cursor-page.js';
import { Generation } from '../../../generation/entities/generation.entity.js';

@ObjectType({ description: 'A generation of any user, with who ran it.' })
export class AdminGeneration extends Generation {
  @Field(() => String, {
    nullable: true,
    description: 'The name of the user who ran it; null when the account is not found.',
  })
  userName: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The email of the user who ran it; null when the account is not found.',
  })
  userEmail: string | null;
}

@ObjectType({ description: "A page of every user's generations, newest first." })
export class AdminGenerationPage extends CursorPage(AdminGeneration) {}
