import { ApiProperty } from '@nestjs/swagger';

/** A user as REST answers show it (publicUser): never the password hash. */
export class UserView {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;

  @ApiProperty({ type: Boolean, description: 'The owner opened a link sent to the address.' })
  emailVerified: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A new address waiting for its owner to open the link sent to it.',
  })
  pendingEmail: string | null;

  @ApiProperty({ type: 'integer', description: 'The membership tier (see /api/access-levels).' })
  accessLevelId: number;

  @ApiProperty({ type: Boolean })
  isAdmin: boolean;

  @ApiProperty({ type: Number })
  creditBalance: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class AuthSession {
  @ApiProperty({
    type: String,
    description: 'The session token: send it as `Authorization: Bearer <token>`.',
  })
  token: string;

  @ApiProperty({ type: () => UserView })
  user: UserView;
}

export class EmailMessage {
  @ApiProperty({ type: String })
  message: string;

  @ApiProperty({ type: String, format: 'email' })
  email: string;
}

export class VerifiedEmailMessage extends EmailMessage {
  @ApiProperty({
    type: Boolean,
    description: 'True when the link had been opened before and the address was already verified.',
  })
  alreadyVerified: boolean;
}

export class EmailChangeUndoneView {
  @ApiProperty({ type: String })
  message: string;

  @ApiProperty({
    type: String,
    format: 'email',
    description: 'The address the account uses again.',
  })
  email: string;

  @ApiProperty({
    type: String,
    description:
      'A password reset token for that address (valid one hour): send it to /api/auth/reset-password to choose a new password now.',
  })
  resetToken: string;
}

/** A membership tier. */
export class AccessLevelView {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, example: 'Standard' })
  name: string;

  @ApiProperty({ type: 'integer', description: 'Higher levels may use what lower ones may.' })
  level: number;

  @ApiProperty({
    type: Number,
    description: "Factor applied to the provider's cost when charging credits (0: free).",
  })
  creditMultiplier: number;
}
