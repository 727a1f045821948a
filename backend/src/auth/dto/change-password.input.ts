import { Field, InputType } from '@nestjs/graphql';
import { IsAccountPassword } from './auth-rules.js';
import { ApiProperty } from '@nestjs/swagger';
import { NewPasswordFields } from './new-password.fields.js';

@InputType({ description: "A change of the signed-in user's password." })
export class ChangePasswordInput extends NewPasswordFields {
  @Field({
    description:
      'The password in use now; a wrong one is refused (BAD_USER_INPUT, field currentPassword).',
  })
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  currentPassword: string;
}
