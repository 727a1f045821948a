import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ValidationFailedError } from '../../common/errors/domain-errors.js';
import { passwordWeakness } from '../password-policy.js';
import { IsAccountPassword, IsNewAccountPassword } from './auth-rules.js';

/** A new password and its optional repeat: what a password change and a reset both take. */
@InputType({ isAbstract: true })
export abstract class NewPasswordFields {
  @Field({
    description:
      'The new password: 6 to 256 characters, and not too easy to guess (common passwords, repeats and the name or email are refused).',
  })
  @IsNewAccountPassword()
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

/**
 * Refuses a repeat that differs from the new password (a repeat left out is fine), and a new
 * password too easy to guess for this account (its email and name: what the input cannot know).
 */
export function assertNewPasswordAcceptable(
  input: NewPasswordFields,
  account?: { email: string; name: string } | null,
): void {
  if (input.confirmPassword != null && input.confirmPassword !== input.newPassword)
    throw new ValidationFailedError('Passwords do not match', { field: 'confirmPassword' });
  const weakness = account && passwordWeakness(input.newPassword, [account.email, account.name]);
  if (weakness) throw new ValidationFailedError(weakness, { field: 'newPassword' });
}
