import { type ResultItem } from '../tasks/task-handler.js';
import { type ApiError, DOCUMENTATION } from './api-error.js';

/** What a test may set on the account (PUT /_simulator/account); omitted fields stay as they are. */
export interface AccountSettings {
  /** USD left on the account; paid tasks are refused once it is spent. */
  balance?: number;
  /** Whether the simulator's key has been revoked: every request is then refused as invalidApiKey. */
  keyRevoked?: boolean;
}

export const DEFAULT_BALANCE_USD = 1000;

/**
 * The operator's Runware account as the simulator keeps it: a USD balance every finished paid task
 * draws its cost from (accountManagement getDetails reports it), and whether its key still works.
 * When the balance is spent, new paid tasks are refused with `insufficientCredits` before they are
 * accepted, as Runware refuses them.
 */
export class ProviderAccount {
  private balanceUsd = DEFAULT_BALANCE_USD;
  private revoked = false;

  get balance(): number {
    return this.balanceUsd;
  }

  get keyRevoked(): boolean {
    return this.revoked;
  }

  update(settings: AccountSettings): void {
    if (settings.balance !== undefined) this.balanceUsd = settings.balance;
    if (settings.keyRevoked !== undefined) this.revoked = settings.keyRevoked;
  }

  reset(): void {
    this.update({ balance: DEFAULT_BALANCE_USD, keyRevoked: false });
  }

  /** Draws the cost of a finished task's items (those that carry one) from the balance. */
  charge(items: readonly ResultItem[]): void {
    const cost = items.reduce(
      (sum, item) => sum + (typeof item.cost === 'number' ? item.cost : 0),
      0,
    );
    this.balanceUsd = Math.round((this.balanceUsd - cost) * 1e10) / 1e10;
  }

  /** The refusal of a paid task while the balance is spent; undefined while there is money left. */
  refusal(): ApiError | undefined {
    if (this.balanceUsd > 0) return undefined;
    return {
      code: 'insufficientCredits',
      message: 'Insufficient credits to run this task. Top up the account balance.',
      documentation: DOCUMENTATION.errors,
    };
  }
}

/** Reads a PUT /_simulator/account body; throws with a readable message when it is malformed. */
export function parseAccountSettings(body: unknown): AccountSettings {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new Error('The body must be an object: {"balance"?: number, "keyRevoked"?: boolean}.');
  const { balance, keyRevoked, ...rest } = body as Record<string, unknown>;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey) throw new Error(`Unknown key "${unknownKey}" (use balance and keyRevoked).`);
  if (balance !== undefined && (typeof balance !== 'number' || !Number.isFinite(balance)))
    throw new Error('balance must be a finite number of USD.');
  if (keyRevoked !== undefined && typeof keyRevoked !== 'boolean')
    throw new Error('keyRevoked must be true or false.');
  return { balance: balance as number | undefined, keyRevoked: keyRevoked as boolean | undefined };
}
