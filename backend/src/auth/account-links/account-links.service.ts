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
  // Long enough for an owner away from their mail to still take the account back.
  email_change_undo: 7 * 24 * 3600,
};

const NOUN: Record<AccountLinkPurpose, string> = {
  password_reset: 'password reset link',
  email_verification: 'verification link',
  email_change_undo: 'link to undo the email change',
};

const NEXT_STEP: Record<AccountLinkPurpose, string> = {
  password_reset: 'Ask for a new one.',
  email_verification: 'Send yourself a new one.',
  email_change_undo: 'To secure the account, ask for a password reset link.',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues and redeems the single-use links mailed to users. A link is 32 random bytes; only its
 * hash is stored. Issuing a link withdraws the user's earlier unused links of the same purpose, so
 * only the newest mail works; undo links are the exception: each went to the address a change
 * replaced, and a second change must not take the first address's way back. Redeeming is one conditional UPDATE: of two concurrent uses, one wins.
 */
@Injectable()
export class AccountLinksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issue(
    userId: string,
    purpose: AccountLinkPurpose,
    email: string,
    since: Date | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      if (purpose !== 'email_change_undo')
        await manager.delete(AccountLink, { userId, purpose, usedAt: IsNull() });
      await manager.insert(AccountLink, {
        userId,
        purpose,
        email,
        since,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + LINK_LIFETIME_SECONDS[purpose] * 1000),
      });
    });
    return token;
  }

  /**
   * A link made in the caller's transaction whose token is given out later, by `rekey` when its
   * mail is sent (no live token waits in Redis). Until then nobody holds a token that works.
   * Returns the link's id.
   */
  async createUnsent(
    manager: EntityManager,
    userId: string,
    purpose: AccountLinkPurpose,
    email: string,
    since: Date | null = null,
  ): Promise<string> {
    const [{ id }]: { id: string }[] = await manager.query(
      `INSERT INTO account_links (user_id, purpose, email, since, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING id`,
      [
        userId,
        purpose,
        email,
        since,
        hashOf(randomBytes(32).toString('base64url')),
        LINK_LIFETIME_SECONDS[purpose],
      ],
    );
    return id;
  }

  /**
   * A new token for a live link made by `createUnsent` (an earlier token of it stops working), or
   * null when no such link is live: not committed yet, rolled back, used or expired.
   */
  async rekey(linkId: string): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE account_links SET token_hash = $2
       WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id`,
      [linkId, hashOf(token)],
    );
    return rows.length ? token : null;
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
       RETURNING id, user_id AS "userId", email, since, created_at AS "createdAt"`,
      [hashOf(token), purpose],
    );
    if (rows.length === 0) throw unusable(purpose, await this.findByToken(manager, token, purpose));
    return rows[0];
  }

  /** The link for this token once it has been used, or null (never used, or no such link). */
  async used(token: string, purpose: AccountLinkPurpose): Promise<AccountLink | null> {
    const link = await this.findByToken(this.dataSource.manager, token, purpose);
    return link?.usedAt ? link : null;
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
  const next = NEXT_STEP[purpose];
  const reason = !link
    ? `This ${noun} is not valid`
    : link.usedAt
      ? `This ${noun} has already been used`
      : `This ${noun} has expired`;
  return new ValidationFailedError(`${reason}. ${next}`, { field: 'token' });
}
