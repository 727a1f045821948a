import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { ValidationFailedError } from '../../common/errors/domain-errors.js';
import { AccountLink, type AccountLinkPurpose } from './account-link.entity.js';

/** How long a mailed link works. */
export const LINK_LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  password_reset: 3600,
  email_verification: 48 * 3600,
};

const NOUN: Record<AccountLinkPurpose, string> = {
  password_reset: 'password reset link',
  email_verification: 'verification link',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues and redeems the single-use links mailed to users. A link is 32 random bytes; only its
 * hash is stored. Issuing a link withdraws the user's earlier unused links of the same purpose, so
 * only the newest mail works. Redeeming is one conditional UPDATE: of two concurrent uses, one wins.
 */
@Injectable()
export class AccountLinksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issue(userId: string, purpose: AccountLinkPurpose, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AccountLink, { userId, purpose, usedAt: IsNull() });
      await manager.insert(AccountLink, {
        userId,
        purpose,
        email,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + LINK_LIFETIME_SECONDS[purpose] * 1000),
      });
    });
    return token;
  }

  /** The live link for this token, or a 400 that says why it does not work. Changes nothing. */
  async check(token: string, purpose: AccountLinkPurpose): Promise<AccountLink> {
    const link = await this.dataSource
      .getRepository(AccountLink)
      .findOne({ where: { tokenHash: hashOf(token), purpose } });
    if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now())
      throw unusable(purpose, link);
    return link;
  }

  /** Marks the link used in the caller's transaction; refuses a link already used or expired. */
  async redeem(
    manager: EntityManager,
    token: string,
    purpose: AccountLinkPurpose,
  ): Promise<AccountLink> {
    const [rows]: [AccountLink[], number] = await manager.query(
      `UPDATE account_links SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING id, user_id AS "userId", email`,
      [hashOf(token), purpose],
    );
    if (rows.length === 0) throw unusable(purpose, await this.findByToken(manager, token, purpose));
    return rows[0];
  }

  /** Withdraws a user's unused links of one purpose (e.g. a cancelled email change). */
  async withdraw(userId: string, purpose: AccountLinkPurpose, manager?: EntityManager) {
    await (manager ?? this.dataSource.manager).delete(AccountLink, {
      userId,
      purpose,
      usedAt: IsNull(),
    });
  }

  private findByToken(manager: EntityManager, token: string, purpose: AccountLinkPurpose) {
    return manager
      .getRepository(AccountLink)
      .findOne({ where: { tokenHash: hashOf(token), purpose } });
  }
}

function unusable(purpose: AccountLinkPurpose, link: AccountLink | null): ValidationFailedError {
  const noun = NOUN[purpose];
  const next = purpose === 'password_reset' ? 'Ask for a new one.' : 'Send yourself a new one.';
  const reason = !link
    ? `This ${noun} is not valid`
    : link.usedAt
      ? `This ${noun} has already been used`
      : `This ${noun} has expired`;
  return new ValidationFailedError(`${reason}. ${next}`, { field: 'token' });
}
