import { Field, InputType } from '@nestjs/graphql';
import { IsAccountEmail, IsAccountName } from './auth-rules.js';
import { ApiProperty } from '@nestjs/swagger';

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
}
