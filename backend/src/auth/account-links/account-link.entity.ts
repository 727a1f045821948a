import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UserOwnedRow } from '../entities/user-owned-row.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';

export type AccountLinkPurpose = 'password_reset' | 'email_verification' | 'email_change_undo';

/**
 * A single-use link mailed to a user: a password reset, the proof that an address is theirs, or
 * the "this was not me" of an email change, mailed to the address it replaced.
 * Only a SHA-256 of the link's token is kept, so a copy of the database opens no account.
 */
@Entity({ name: 'account_links' })
@Check(
  'account_links_purpose_check',
  `"purpose" IN ('password_reset', 'email_verification', 'email_change_undo')`,
)
@Index('account_links_user_purpose_idx', ['userId', 'purpose'])
export class AccountLink extends UserOwnedRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  purpose: AccountLinkPurpose;

  /** SHA-256 of the token, hex: tokens are 32 random bytes, so a fast hash is enough. */
  @Index('account_links_token_hash_key', { unique: true })
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  /** The address the link was sent to: for a verification, the address it proves. */
  @Column({ type: 'text' })
  email: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  /** For an undo link: when the change it undoes was asked for (keys made since are revoked). */
  @Column({ type: 'timestamptz', nullable: true })
  since: Date | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;
}
