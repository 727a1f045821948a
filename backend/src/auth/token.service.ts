import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

export interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
}

const revokedKey = (tokenId: string) => `auth:revoked:${tokenId}`;
const sessionsKey = (userId: string) => `auth:sessions:${userId}`;

/**
 * Issues bearer tokens and revokes them. Revocations live in Redis until the token would have
 * expired anyway, so every api replica refuses a revoked token.
 */
export interface IssuedSession {
  token: string;
  tokenId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async issue(userId: string): Promise<string> {
    return (await this.issueSession(userId)).token;
  }

  /** A token with what it takes to revoke it. */
  async issueSession(userId: string): Promise<IssuedSession> {
    const tokenId = randomUUID();
    const expiresAt = Math.floor(Date.now() / 1000) + this.config.JWT_TTL_SECONDS;
    const token = await this.jwt.signAsync(
      { sub: userId, jti: tokenId },
      { expiresIn: this.config.JWT_TTL_SECONDS },
    );
    // Remember the user's live sessions (scored by expiry) so a password change can end the others.
    await this.redis
      .multi()
      .zadd(sessionsKey(userId), expiresAt, tokenId)
      .zremrangebyscore(sessionsKey(userId), 0, Math.floor(Date.now() / 1000))
      .expire(sessionsKey(userId), this.config.JWT_TTL_SECONDS)
      .exec();
    return { token, tokenId, expiresAt };
  }

  async isRevoked(tokenId: string): Promise<boolean> {
    return (await this.redis.exists(revokedKey(tokenId))) === 1;
  }

  async revoke(tokenId: string, expiresAt: number): Promise<void> {
    const ttl = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    await this.redis.set(revokedKey(tokenId), '1', 'EX', ttl);
  }

  /** Revokes every live session of the user except the one given. */
  async revokeOtherSessions(userId: string, keepTokenId?: string): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const sessions = await this.redis.zrangebyscore(sessionsKey(userId), now, '+inf', 'WITHSCORES');
    const pipeline = this.redis.multi();
    for (let index = 0; index < sessions.length; index += 2) {
      const tokenId = sessions[index];
      if (tokenId === keepTokenId) continue;
      pipeline.set(revokedKey(tokenId), '1', 'EX', Math.max(1, Number(sessions[index + 1]) - now));
      pipeline.zrem(sessionsKey(userId), tokenId);
    }
    await pipeline.exec();
  }
}
