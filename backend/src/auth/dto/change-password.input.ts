import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsAccountPassword } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType({ description: "A change of the signed-in user's password." })
export class ChangePasswordInput {
  @Field({
    description:
      'The password in use now; a wrong one is refused (BAD_USER_INPUT, field currentPassword).',
  })
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  currentPassword: string;

  @Field({ description: 'The new password: 6 to 256 characters.' })
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  newPassword: string;

  // The web client sends it.
  @Field(() => String, {
    nullable: true,
    description: 'Optional repeat of newPassword; when sent, it must equal newPassword.',
  })
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
