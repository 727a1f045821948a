import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const REGISTRATION_WINDOW_SECONDS = 3600;
const MAIL_WINDOW_SECONDS = 3600;
const VERIFICATION_MAILS_PER_HOUR = 5;

/**
 * Brute-force protection for login, registration and account mail, counted in Redis so every replica shares
 * the counts. An attempt is counted atomically before the password is checked, so concurrent
 * attempts cannot all slip through; a successful login gives its attempt back. Wrong passwords
 * count per email from one IP (a flood from one place cannot lock the owner out elsewhere) and per
 * IP (one place cannot try many emails).
 */
@Injectable()
export class SignInRateLimiter {
  private readonly loginsPerEmailAndIp: RateLimiterRedis;
  private readonly loginsPerIp: RateLimiterRedis;
  private readonly registrationsPerIp: RateLimiterRedis;
  private readonly resetsPerEmail: RateLimiterRedis;
  private readonly resetsPerIp: RateLimiterRedis;
  private readonly verificationMailsPerUser: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, config: AppConfig) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration });
    this.loginsPerEmailAndIp = limiter(
      'ratelimit:login:email-ip',
      config.AUTH_FAILED_LOGINS_PER_EMAIL,
      LOGIN_WINDOW_SECONDS,
    );
    this.loginsPerIp = limiter(
      'ratelimit:login:ip',
      config.AUTH_FAILED_LOGINS_PER_IP,
      LOGIN_WINDOW_SECONDS,
    );
    this.registrationsPerIp = limiter(
      'ratelimit:register:ip',
      config.AUTH_REGISTRATIONS_PER_IP_PER_HOUR,
      REGISTRATION_WINDOW_SECONDS,
    );
    this.resetsPerEmail = limiter(
      'ratelimit:reset:email',
      config.AUTH_PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
      MAIL_WINDOW_SECONDS,
    );
    this.resetsPerIp = limiter(
      'ratelimit:reset:ip',
      config.AUTH_PASSWORD_RESETS_PER_IP_PER_HOUR,
      MAIL_WINDOW_SECONDS,
    );
    this.verificationMailsPerUser = limiter(
      'ratelimit:verify-mail:user',
      VERIFICATION_MAILS_PER_HOUR,
      MAIL_WINDOW_SECONDS,
    );
  }

  /** Counts a login attempt, or refuses it (429) when this email or IP has none left. */
  async consumeLoginAttempt(email: string, ip: string): Promise<void> {
    await consumeOrRefuse(this.loginsPerIp, ip);
    await consumeOrRefuse(this.loginsPerEmailAndIp, emailAndIp(email, ip));
  }

  /** A successful login: its attempt was not a guess, and the email's wrong guesses are forgiven. */
  async loginSucceeded(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.loginsPerIp.reward(ip, 1),
      this.loginsPerEmailAndIp.delete(emailAndIp(email, ip)),
    ]);
  }

  async consumeRegistration(ip: string): Promise<void> {
    await consumeOrRefuse(this.registrationsPerIp, ip);
  }

  /** Counted alike for known and unknown addresses, so a refusal says nothing about accounts. */
  async consumePasswordResetRequest(email: string, ip: string): Promise<void> {
    await consumeOrRefuse(this.resetsPerIp, ip);
    await consumeOrRefuse(this.resetsPerEmail, email);
  }

  /** Keeps one account from turning its verification mail into a flood. */
  async consumeVerificationMail(userId: string): Promise<void> {
    await consumeOrRefuse(this.verificationMailsPerUser, userId);
  }
}

function emailAndIp(email: string, ip: string): string {
  return `${ip}|${email}`;
}
