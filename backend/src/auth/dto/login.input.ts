import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountPassword } from './auth-rules.js';
import { ApiProperty } from '@nestjs/swagger';

@InputType({ description: 'Credentials to sign in with.' })
export class LoginInput {
  @Field({ description: 'The account email, matched case-insensitively.' })
  @IsAccountEmail()
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;

  @Field({ description: 'The account password (6 to 256 characters).' })
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  password: string;
}
