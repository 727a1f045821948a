import { type AccountCap, withinAccountCap } from '../../common/sql/account-cap.js';
import { deleteOwned } from '../../common/sql/owned-rows.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, MoreThanOrEqual, Repository } from 'typeorm';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { ForbiddenError, NotFoundError } from '../../common/errors/domain-errors.js';
import { isAdministrator } from '../administrators.js';
import { ReauthenticationService } from '../reauthentication.service.js';
import { UsersService } from '../users.service.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyScope } from './api-key-scope.js';
import { type CreateApiKeyInput } from './create-api-key.input.js';

/** Every key starts so, which tells it from a session token at a glance. */
export const API_KEY_MARK = 'pfk_';
const PREFIX_LENGTH = API_KEY_MARK.length + 8;
const MAX_KEYS_PER_USER = 20;
const KEYS_CAP: AccountCap = {
  table: 'api_keys',
  max: MAX_KEYS_PER_USER,
  refusal: `You can have at most ${MAX_KEYS_PER_USER} API keys; revoke one first`,
};
const LAST_USED_PRECISION_MS = 60_000;

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The whole key: shown once, never stored. */
  key: string;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Personal API keys: made, listed and revoked by their owner, and checked on every call. */
@Injectable()
export class ApiKeysService {
  constructor(
    @InjectRepository(ApiKey) private readonly keys: Repository<ApiKey>,
    private readonly users: UsersService,
    private readonly reauthentication: ReauthenticationService,
  ) {}

  /** A key outlives the session that made it, so making one takes the current password. */
  async create(
    owner: AuthenticatedUser,
    input: CreateApiKeyInput,
    ip: string,
  ): Promise<CreatedApiKey> {
    const scopes = [...new Set(input.scopes ?? [])];
    if (scopes.includes(ApiKeyScope.admin) && !owner.isAdmin)
      throw new ForbiddenError('Only administrators can create keys with the admin scope');
    await this.reauthentication.assertCurrentPassword(
      owner,
      input.currentPassword,
      ip,
      'create an API key',
    );
    const key = `${API_KEY_MARK}${randomBytes(30).toString('base64url')}`;
    const apiKey = await withinAccountCap(this.keys.manager, owner.user.id, KEYS_CAP, (manager) =>
      manager.save(
        this.keys.create({
          id: randomUUID(),
          userId: owner.user.id,
          name: input.name.trim() || input.name,
          prefix: key.slice(0, PREFIX_LENGTH),
          keyHash: hashOf(key),
          scopes,
          lastUsedAt: null,
        }),
      ),
    );
    return { apiKey, key };
  }

  list(userId: string): Promise<ApiKey[]> {
    return this.keys.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** Deleted, so every replica refuses it on its next call. */
  async revoke(userId: string, id: string): Promise<void> {
    await deleteOwned(this.keys, userId, id, new NotFoundError('API key not found'));
  }

  /**
   * Revokes every key of the user (a password reset or change: whoever knew the old password may
   * have made one) and, when there were any, notes when, so settings can say why the list is empty.
   */
  async revokeAll(manager: EntityManager, userId: string): Promise<void> {
    const { affected } = await manager.delete(ApiKey, { userId });
    if (affected)
      await manager.query('UPDATE users SET api_keys_revoked_at = now() WHERE id = $1', [userId]);
  }

  /** Revokes the keys the user made from `since` on (an undone email change). */
  async revokeCreatedSince(manager: EntityManager, userId: string, since: Date): Promise<void> {
    await manager.delete(ApiKey, { userId, createdAt: MoreThanOrEqual(since) });
  }

  /** The caller a key stands for, or null when it is no live key. */
  async authenticate(key: string): Promise<AuthenticatedUser | null> {
    if (!key.startsWith(API_KEY_MARK)) return null;
    const apiKey = await this.keys.findOneBy({ keyHash: hashOf(key) });
    const user = apiKey && (await this.users.findById(apiKey.userId));
    if (!apiKey || !user) return null;
    // "Last used" is shown to the minute: the row just read says whether it is due, so most
    // calls write nothing; the WHERE keeps concurrent calls to one write.
    if (!apiKey.lastUsedAt || Date.now() - apiKey.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
      await this.keys.query(
        `UPDATE api_keys SET last_used_at = now()
         WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [apiKey.id],
      );
    return {
      user,
      isAdmin: isAdministrator(user),
      apiKey: { id: apiKey.id, scopes: apiKey.scopes },
    };
  }
}
