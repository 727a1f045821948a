import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountName } from './auth-rules.js';
import { ApiProperty } from '@nestjs/swagger';

@InputType()
export class UpdateProfileInput {
  @Field()
  @IsAccountName()
  @ApiProperty({ type: String, minLength: 2, maxLength: 100, example: 'Ada Lovelace' })
  name: string;

  @Field()
  @IsAccountEmail()
  @ApiProperty({
    type: String,
    format: 'email',
    maxLength: 254,
    description: 'A new address replaces the current one once the link sent to it is opened.',
  })
  email: string;
}
