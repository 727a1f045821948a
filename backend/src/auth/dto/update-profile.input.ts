import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountName } from './auth-rules.js';

@InputType()
export class UpdateProfileInput {
  @Field()
  @IsAccountName()
  name: string;

  @Field()
  @IsAccountEmail()
  email: string;
}
