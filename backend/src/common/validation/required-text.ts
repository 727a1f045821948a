import { applyDecorators } from '@nestjs/common';
import { IsString, MaxLength, MinLength } from 'class-validator';

/**
 * Text that must be given, 1 to `maxLength` characters: missing, not text or empty is
 * "`field` is required"; too long is `tooLong`, by default "`field` must be at most N characters".
 * (Listed in the order the rules are checked: the length first.)
 */
export const RequiredText = (
  field: string,
  maxLength: number,
  tooLong = `${field} must be at most ${maxLength} characters`,
): PropertyDecorator =>
  applyDecorators(
    MaxLength(maxLength, { message: tooLong }),
    MinLength(1, { message: `${field} is required` }),
    IsString({ message: `${field} is required` }),
  );
