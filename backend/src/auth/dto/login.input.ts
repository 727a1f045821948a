import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountPassword } from './auth-rules.js';
import { ApiProperty } from '@nestjs/swagger';

@InputType()
export class LoginInput {
  @Field()
  @IsAccountEmail()
  @ApiProperty({ type: String, format: 'email', maxLength: 254, example: 'ada@example.com' })
  email: string;

  @Field()
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  password: string;
}
