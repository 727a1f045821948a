import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { ProviderAccountMetrics } from '../metrics/provider-account-metrics.js';
import { REDIS } from '../redis/redis.module.js';

/** An open problem with the studio's provider account, as the admin panel shows it. */
export interface ProviderAccountIncident {
  /** When the first refusal of the incident came (ISO 8601). */
  since: string;
  /** The provider's code and message of that first refusal. */
  code: string;
  message: string;
}

const INCIDENT_KEY = 'provider-account:incident';

/**
 * Incidents of the studio's provider account: one starts at the first account-level refusal and
 * ends at the next paid task that succeeds. It lives in Redis, so every replica agrees and logs it
 * once per incident (not once per request); every refusal still counts in the metric.
 */
@Injectable()
export class ProviderAccountIncidents {
  private readonly logger = new Logger('ProviderAccount');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: ProviderAccountMetrics,
  ) {}

  /** One refusal of the account. Never throws: the user's answer must not depend on Redis. */
  async refused(code: string, message: string): Promise<void> {
    this.metrics.refused(code);
    const incident: ProviderAccountIncident = { since: new Date().toISOString(), code, message };
    try {
      const opened = await this.redis.set(INCIDENT_KEY, JSON.stringify(incident), 'NX');
      if (opened === 'OK')
        this.logger.error(
          `Provider account refused (${code}: ${message}); generations fail until the operator fixes it`,
        );
    } catch (error) {
      this.logger.warn(`Could not record the provider account incident: ${String(error)}`);
    }
  }

  /** A paid task succeeded: the account works again, so an open incident ends. */
  async succeeded(): Promise<void> {
    try {
      const ended = await this.redis.del(INCIDENT_KEY);
      if (ended > 0) this.logger.log('Provider account works again: incident ended');
    } catch (error) {
      this.logger.warn(`Could not end the provider account incident: ${String(error)}`);
    }
  }

  /** The open incident, or null when there is none. */
  async current(): Promise<ProviderAccountIncident | null> {
    const stored = await this.redis.get(INCIDENT_KEY);
    return stored ? (JSON.parse(stored) as ProviderAccountIncident) : null;
  }
}
