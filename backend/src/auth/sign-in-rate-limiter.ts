import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../common/rate-limit/consume.js';
import { AppConfig } from '../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

const LOGIN_WINDOW_SECONDS = 15 * 60;
const REGISTRATION_WINDOW_SECONDS = 3600;
const MAIL_WINDOW_SECONDS = 3600;
const VERIFICATION_MAILS_PER_HOUR = 5;
/** How long an address the account signed in from counts as the owner's own. */
const SIGN_IN_ADDRESS_MEMORY_SECONDS = 30 * 24 * 3600;
/** The most sign-in addresses remembered per account (the newest win). */
const SIGN_IN_ADDRESSES_KEPT = 20;

const signInAddressesKey = (email: string) => `auth:sign-in-ips:${email}`;

/**
 * Brute-force protection for login, registration and account mail, counted in Redis so every replica shares
 * the counts. An attempt is counted atomically before the password is checked, so concurrent
 * attempts cannot all slip through; a successful login gives its attempt back. Wrong passwords
 * count per email from one IP (a flood from one place cannot lock the owner out elsewhere) and per
 * IP (one place cannot try many emails). A password asked again inside a session (re-authentication)
 * counts like a sign-in, and per account too, so a stolen session cannot guess it from many places.
 *
 * Password-reset requests count per IP and per address from one IP, each refused with 429; the
 * mails an address receives are capped apart, silently (the answer never changes), and never for
 * an IP address the account signed in from: however many places ask for an address, its owner's
 * own request is served.
 */
@Injectable()
export class SignInRateLimiter {
  private readonly loginsPerEmailAndIp: RateLimiterRedis;
  private readonly loginsPerIp: RateLimiterRedis;
  private readonly registrationsPerIp: RateLimiterRedis;
  private readonly reauthenticationsPerUser: RateLimiterRedis;
  private readonly resetsPerEmailAndIp: RateLimiterRedis;
  private readonly resetsPerIp: RateLimiterRedis;
  private readonly resetMailsPerEmail: RateLimiterRedis;
  private readonly verificationMailsPerUser: RateLimiterRedis;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
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
    this.reauthenticationsPerUser = limiter(
      'ratelimit:reauth:user',
      config.AUTH_FAILED_LOGINS_PER_EMAIL,
      LOGIN_WINDOW_SECONDS,
    );
    this.resetsPerEmailAndIp = limiter(
      'ratelimit:reset:email-ip',
      config.AUTH_PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
      MAIL_WINDOW_SECONDS,
    );
    this.resetMailsPerEmail = limiter(
      'ratelimit:reset-mail:email',
      config.AUTH_PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR,
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

  /**
   * A successful login: its attempt was not a guess, the email's wrong guesses are forgiven, and
   * the IP address is remembered as one its owner uses.
   */
  async loginSucceeded(email: string, ip: string): Promise<void> {
    const now = Date.now();
    await Promise.all([
      this.loginsPerIp.reward(ip, 1),
      this.loginsPerEmailAndIp.delete(emailAndIp(email, ip)),
      this.redis
        .multi()
        .zadd(signInAddressesKey(email), now, ip)
        .zremrangebyscore(signInAddressesKey(email), 0, now - SIGN_IN_ADDRESS_MEMORY_SECONDS * 1000)
        .zremrangebyrank(signInAddressesKey(email), 0, -SIGN_IN_ADDRESSES_KEPT - 1)
        .expire(signInAddressesKey(email), SIGN_IN_ADDRESS_MEMORY_SECONDS)
        .exec(),
    ]);
  }

  /**
   * Counts the current password asked again inside a session: like a login attempt for the
   * account's email from this IP, and per account from anywhere. Refused (429) when none are left.
   */
  async consumeReauthentication(userId: string, email: string, ip: string): Promise<void> {
    await consumeOrRefuse(this.reauthenticationsPerUser, userId);
    await this.consumeLoginAttempt(email, ip);
  }

  /** The right password inside a session: its attempts are given back like a login's. */
  async reauthenticationSucceeded(userId: string, email: string, ip: string): Promise<void> {
    await Promise.all([
      this.reauthenticationsPerUser.delete(userId),
      this.loginSucceeded(email, ip),
    ]);
  }

  async consumeRegistration(ip: string): Promise<void> {
    await consumeOrRefuse(this.registrationsPerIp, ip);
  }

  /**
   * Counts a reset request (429 past the IP's or this IP's count for the address) and says whether
   * its mail may go out. Counted alike for known and unknown addresses, so neither the refusal nor
   * the answer says anything about accounts.
   */
  async consumePasswordResetRequest(email: string, ip: string): Promise<boolean> {
    await consumeOrRefuse(this.resetsPerIp, ip);
    await consumeOrRefuse(this.resetsPerEmailAndIp, emailAndIp(email, ip));
    const ownersAddress = (await this.redis.zscore(signInAddressesKey(email), ip)) !== null;
    if (ownersAddress) return true;
    try {
      await this.resetMailsPerEmail.consume(email);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  /** Keeps one account from turning its verification mail into a flood. */
  async consumeVerificationMail(userId: string): Promise<void> {
    await consumeOrRefuse(this.verificationMailsPerUser, userId);
  }
}

function emailAndIp(email: string, ip: string): string {
  return `${ip}|${email}`;
}
