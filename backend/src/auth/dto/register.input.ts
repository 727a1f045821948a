import { Field, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional } from 'class-validator';
import { IsAccountEmail, IsAccountName, IsNewAccountPassword } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType({ description: 'A new account; it starts at the Standard access level.' })
export class RegisterInput {
  @Field({ description: 'Display name: 2 to 100 characters after trimming.' })
  @IsAccountName()
  @ApiProperty({ type: String, minLength: 2, maxLength: 100, example: 'Ada Lovelace' })
  name: string;

  @Field({ description: 'Email address, unique across accounts (at most 254 characters).' })
  @IsAccountEmail()
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;

  @Field({
    description:
      'Password: 6 to 256 characters, and not too easy to guess (common passwords, repeats and the name or email are refused).',
  })
  @IsNewAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  password: string;

  // The server never grants more than Standard.
  @Field(() => Int, {
    nullable: true,
    description: "Optional; when sent, it must be the Standard level's id, else BAD_USER_INPUT.",
  })
  @IsOptional()
  @IsInt({ message: 'accessLevelId must be a whole number' })
  @ApiPropertyOptional({
    type: 'integer',
    description: "When sent, the standard level's id: new accounts get the Standard level.",
  })
  accessLevelId?: number;
}
