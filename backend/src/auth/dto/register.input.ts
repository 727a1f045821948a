import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional } from 'class-validator';
import { IsAccountEmail, IsAccountName, IsAccountPassword } from './auth-rules.js';

@InputType()
export class RegisterInput {
  @Field()
  @IsAccountName()
  name: string;

  @Field()
  @IsAccountEmail()
  email: string;

  @Field()
  @IsAccountPassword()
  password: string;

  /** Optional; when sent it must be the standard level's id (the server never grants more). */
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'accessLevelId must be a whole number' })
  accessLevelId?: number;
}
