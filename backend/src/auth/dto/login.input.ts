import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountPassword } from './auth-rules.js';

@InputType()
export class LoginInput {
  @Field()
  @IsAccountEmail()
  email: string;

  @Field()
  @IsAccountPassword()
  password: string;
}
