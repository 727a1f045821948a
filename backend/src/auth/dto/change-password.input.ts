import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsAccountPassword } from './auth-rules.js';

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsAccountPassword()
  currentPassword: string;

  @Field()
  @IsAccountPassword()
  newPassword: string;

  /** When sent (the web client does), it must equal newPassword. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountPassword()
  confirmPassword?: string;
}
