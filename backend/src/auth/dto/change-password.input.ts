import { Field, InputType } from '@nestjs/graphql';
import { IsOptional } from 'class-validator';
import { IsAccountPassword } from './auth-rules.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsAccountPassword()
  @ApiProperty({ type: String, minLength: 6, maxLength: 256, example: 'secret-123' })
  currentPassword: string;

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
