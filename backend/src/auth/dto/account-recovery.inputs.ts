import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, IsAccountPassword } from './auth-rules.js';

const TOKEN_MESSAGE = 'token is required: open the link from the email';

/** The token of a mailed link: 32 random bytes, base64url. */
const IsLinkToken = () =>
  applyDecorators(
    IsString({ message: TOKEN_MESSAGE }),
    MinLength(1, { message: TOKEN_MESSAGE }),
    MaxLength(200, { message: 'token is not a link token' }),
  );

@InputType()
export class ForgotPasswordInput {
  @Field()
  @IsAccountEmail()
  email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the reset link.' })
  @IsLinkToken()
  token: string;

  @Field()
  @IsAccountPassword()
  newPassword: string;

  /** When sent (the web client does), it must equal newPassword. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountPassword()
  confirmPassword?: string;
}

@InputType()
export class VerifyEmailInput {
  @Field({ description: 'The token from the verification link.' })
  @IsLinkToken()
  token: string;
}
