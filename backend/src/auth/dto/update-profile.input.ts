import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail, IsAccountName } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType({ description: "The signed-in user's name and email address." })
export class UpdateProfileInput {
  @Field({ description: 'Display name: 2 to 100 characters after trimming; changes at once.' })
  @IsAccountName()
  @ApiProperty({ type: String, minLength: 2, maxLength: 100, example: 'Ada Lovelace' })
  name: string;

  @Field({
    description: 'A new address replaces the current one once the link sent to it is opened.',
  })
  @IsAccountEmail()
  @ApiProperty({
    type: String,
    format: 'email',
    maxLength: 254,
    description: 'A new address replaces the current one once the link sent to it is opened.',
  })
  email: string;

  @Field(() => String, {
    nullable: true,
    description:
      'The current password: needed when email is a new address (else BAD_USER_INPUT, field currentPassword); not for a name alone.',
  })
  @IsOptional()
  @IsString({ message: 'currentPassword must be text' })
  @MaxLength(256, { message: 'Current password is incorrect' })
  @ApiPropertyOptional({
    type: String,
    maxLength: 256,
    description: 'The current password: needed when email is a new address; not for a name alone.',
  })
  currentPassword?: string | null;
}
