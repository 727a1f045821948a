import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { ProviderAccountIncidents } from '../../provider/provider-account-incidents.js';
import { RunwareAdapter } from '../../provider/runware.adapter.js';
import { type ProviderAccountStatus } from './provider-account.types.js';

/** What the admin panel shows of the studio's provider account: an open incident, the balance. */
@Injectable()
export class ProviderAccountStatusService {
  constructor(
    private readonly config: AppConfig,
    private readonly provider: RunwareAdapter,
    private readonly incidents: ProviderAccountIncidents,
  ) {}

  async status(): Promise<ProviderAccountStatus> {
    const [incident, balance] = await Promise.all([
      this.incidents.current(),
      this.provider.accountBalance().then(
        (value) => ({ value, error: null }),
        (error: unknown) => ({
          value: null,
          error: error instanceof Error ? error.message : String(error),
        }),
      ),
    ]);
    const threshold = this.config.RUNWARE_LOW_BALANCE_USD;
    return {
      incident: incident && { ...incident, since: new Date(incident.since) },
      balance: balance.value,
      balanceError: balance.error,
      lowBalanceThreshold: threshold,
      lowBalance: balance.value !== null && balance.value.amount < threshold,
    };
  }
}
