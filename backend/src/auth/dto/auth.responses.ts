import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { isAdministrator } from '../administrators.js';
import { AccessLevel } from '../entities/access-level.entity.js';
import { User } from '../entities/user.entity.js';
import { AuthPayload } from './auth-payload.js';
import { EmailChangeUndone } from './email-change-undone.js';
import { VerifiedEmail } from './verified-email.js';

// The account routes' REST answers, declared over their GraphQL types.

/** An address field: OpenAPI states its format, GraphQL's String does not. */
const EMAIL_FORMAT = { format: 'email' } as const;

/** What GraphQL shows of a user, under the same names; never the password hash. */
const UserFields = restOutput(User, {
  name: 'UserFields',
  // A GraphQL field REST has never carried; and the tier, which REST gives by id.
  omit: ['apiKeysRevokedAt', 'accessLevel'],
  openApi: {
    id: UUID_FORMAT,
    email: EMAIL_FORMAT,
    accessLevelId: { description: 'The membership tier (see /api/access-levels).' },
  },
});

/**
 * A user as REST answers show it: its GraphQL fields, and the two GraphQL resolves from them
 * (AuthResolver's emailVerified and isAdmin), which REST writes into the answer.
 */
export class UserView extends (UserFields.schema as Type<object>) {
  @ApiProperty({
    type: Boolean,
    description: 'Whether the owner proved the address by opening a link sent to it.',
  })
  emailVerified: boolean;

  @ApiProperty({ type: Boolean, description: 'Whether the user has the Administrator tier.' })
  isAdmin: boolean;
}

/** Writes a user as UserView describes it. */
export const UserRest = {
  schema: UserView,
  write: (user: User) => ({
    ...UserFields.write(user),
    // Null, not absent, where a partly loaded user lacks it.
    pendingEmail: user.pendingEmail ?? null,
    emailVerified: user.emailVerifiedAt != null,
    isAdmin: isAdministrator(user),
  }),
};

/** A new session (register, login). */
export const AuthSession = restOutput(AuthPayload, {
  name: 'AuthSession',
  // A plain reference to UserView, as REST has always described it.
  openApi: { user: { description: undefined } },
  nested: { user: UserRest },
});

export class EmailMessage {
  @ApiProperty({ type: String })
  message: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;
}

const VerifiedEmailFields = restOutput(VerifiedEmail, {
  name: 'VerifiedEmailFields',
  openApi: { email: EMAIL_FORMAT },
});

/** The outcome of opening a verification link, and a sentence saying it. */
export class VerifiedEmailMessage extends (VerifiedEmailFields.schema as Type<object>) {
  @ApiProperty({ type: String })
  message: string;
}

/** Writes a verification's outcome as VerifiedEmailMessage describes it. */
export const VerifiedEmailRest = {
  schema: VerifiedEmailMessage,
  write: (verified: VerifiedEmail, message: string) => ({
    message,
    ...VerifiedEmailFields.write(verified),
  }),
};

const EmailChangeUndoneFields = restOutput(EmailChangeUndone, {
  name: 'EmailChangeUndoneFields',
  openApi: {
    email: EMAIL_FORMAT,
    resetToken: {
      description:
        'A password reset token for that address (valid one hour): send it to /api/auth/reset-password to choose a new password now.',
    },
  },
});

/** An email change undone, and a sentence saying it. */
export class EmailChangeUndoneView extends (EmailChangeUndoneFields.schema as Type<object>) {
  @ApiProperty({ type: String })
  message: string;
}

/** Writes an undone email change as EmailChangeUndoneView describes it. */
export const EmailChangeUndoneRest = {
  schema: EmailChangeUndoneView,
  write: (undone: EmailChangeUndone, message: string) => ({
    message,
    ...EmailChangeUndoneFields.write(undone),
  }),
};

/** A membership tier. */
export const AccessLevelView = restOutput(AccessLevel, {
  name: 'AccessLevelView',
  openApi: { name: { example: 'Standard' } },
});
