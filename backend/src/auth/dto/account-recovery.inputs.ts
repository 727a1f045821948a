import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, IsAccountPassword } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The token from the reset link.' })
  @IsLinkToken()
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: 200,
    description: 'The token from the reset link.',
  })
  token: string;

  @Field()
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  newPassword: string;

  /** When sent (the web client does), it must equal newPassword. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsAccountPassword()
  @ApiPropertyOptional({
    type: String,
    minLength: 6,
    maxLength: 256,
    description: 'When sent, it must equal newPassword.',
  })
  confirmPassword?: string;
}

@InputType()
export class VerifyEmailInput {
  @Field({ description: 'The token from the verification link.' })
  @IsLinkToken()
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: 200,
    description: 'The token from the verification link.',
  })
  token: string;
}
