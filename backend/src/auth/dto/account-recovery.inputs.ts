import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail } from './auth-rules.js';
import { NewPasswordFields } from './new-password.fields.js';

const TOKEN_MESSAGE = 'token is required: open the link from the email';

/** The token of a mailed link: 32 random bytes, base64url. */
const IsLinkToken = () =>
  applyDecorators(
    IsString({ message: TOKEN_MESSAGE }),
    MinLength(1, { message: TOKEN_MESSAGE }),
    MaxLength(200, { message: 'token is not a link token' }),
  );

@InputType({ description: 'Asks for a password reset link by email.' })
export class ForgotPasswordInput {
  @Field({ description: 'The account email to mail the reset link to (at most 254 characters).' })
  @IsAccountEmail()
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;
}

@InputType({ description: "A new password set with a reset link's token." })
export class ResetPasswordInput extends NewPasswordFields {
  @Field({ description: 'The token from the reset link.' })
  @IsLinkToken()
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: 200,
    description: 'The token from the reset link.',
  })
  token: string;
}

@InputType({ description: "A verification link's token, proving the owner reads the address." })
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

@InputType({
  description: 'The token of the link mailed to the old address when the email changed.',
})
export class UndoEmailChangeInput {
  @Field({ description: 'The token from the "this was not me" link.' })
  @IsLinkToken()
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: 200,
    description: 'The token from the "this was not me" link.',
  })
  token: string;
}
