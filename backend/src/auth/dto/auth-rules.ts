import { applyDecorators } from '@nestjs/common';
import { IsEmail, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import { passwordWeakness, TOO_EASY_MESSAGE } from '../password-policy.js';
import { Trimmed } from '../../common/validation/trimmed.js';

/** The spec's account rules with their exact messages, shared by every account input. */
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters';
export const NAME_MESSAGE = 'Name must be at least 2 characters';
/** The longest address SMTP carries (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const ACCOUNT_NAME_MAX_LENGTH = 100;

export const IsAccountEmail = () =>
  applyDecorators(
    Trimmed(),
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX_LENGTH, { message: EMAIL_MESSAGE }),
    IsEmail({}, { message: EMAIL_MESSAGE }),
  );

// The upper bound keeps hashing cost bounded for absurdly long inputs.
export const IsAccountPassword = (message = PASSWORD_MESSAGE) =>
  applyDecorators(
    IsString({ message }),
    MinLength(6, { message }),
    MaxLength(256, { message: 'Password must be at most 256 characters' }),
  );

/** What the input itself says about its owner (a sign-up's email and name), to guess with. */
const ownerFacts = (input: object) => {
  const { email, name } = input as { email?: unknown; name?: unknown };
  return [email, name].filter((fact): fact is string => typeof fact === 'string');
};

/**
 * Refuses a password zxcvbn finds too easy to guess (password-policy.ts), with its advice. Checks
 * only what passed the length rules, so a short password keeps the spec's own message.
 */
export const IsHardToGuessPassword = () =>
  ValidateBy({
    name: 'isHardToGuessPassword',
    validator: {
      validate: (value, args) =>
        typeof value !== 'string' ||
        value.length < 6 ||
        value.length > 256 ||
        passwordWeakness(value, ownerFacts(args!.object)) === null,
      defaultMessage: (args) =>
        passwordWeakness(String(args!.value), ownerFacts(args!.object)) ?? TOO_EASY_MESSAGE,
    },
  });

/** A password being chosen (sign-up, change, reset): the length rules, then the strength rule. */
export const IsNewAccountPassword = () =>
  applyDecorators(IsAccountPassword(), IsHardToGuessPassword());

// Trimmed first, so "  a " is one character.
export const IsAccountName = () =>
  applyDecorators(
    Trimmed(),
    IsString({ message: NAME_MESSAGE }),
    MinLength(2, { message: NAME_MESSAGE }),
    MaxLength(ACCOUNT_NAME_MAX_LENGTH, {
      message: `Name must be at most ${ACCOUNT_NAME_MAX_LENGTH} characters`,
    }),
  );
