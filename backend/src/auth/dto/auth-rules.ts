import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import { Trimmed } from '../../common/validation/trimmed.js';

/** The spec's account rules with their exact messages, shared by every account input. */
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const NAME_MESSAGE = 'Name must be at least 2 characters';

export const IsAccountEmail = () =>
  applyDecorators(
    Trimmed(),
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(254, { message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
  );

// The upper bound keeps hashing cost bounded for absurdly long inputs.
export const IsAccountPassword = (message = PASSWORD_MESSAGE) =>
  applyDecorators(
    IsString({ message }),
    MinLength(6, { message }),
    MaxLength(256, { message: 'Password must be at most 256 characters' }),
  );

// Trimmed first, so "  a " is one character.
export const IsAccountName = () =>
  applyDecorators(
    Trimmed(),
    IsString({ message: NAME_MESSAGE }),
    MinLength(2, { message: NAME_MESSAGE }),
    MaxLength(100, { message: 'Name must be at most 100 characters' }),
  );
