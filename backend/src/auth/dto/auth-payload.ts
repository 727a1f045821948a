import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../entities/user.entity.js';

@ObjectType({ description: 'A new session: returned by register and login.' })
export class AuthPayload {
  @Field({ description: 'The session token: send it as `Authorization: Bearer <token>`.' })
  token: string;

  @Field(() => User, { description: 'The signed-in user.' })
  user: User;
}
