import type { WebhookDeliveryItemFragment } from '../../../../graphql/generated/graphql';

export const PENDING = 'pending';

export interface DeliveryStatusInfo {
  label: string;
  /** antd's status colours for a Tag. */
  color?: 'processing' | 'success' | 'error';
}

// The schema types status as a plain String: anything else is shown as it comes.
const STATUSES: Record<string, DeliveryStatusInfo> = {
  pending: { label: 'Pending', color: 'processing' },
  succeeded: { label: 'Succeeded', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

export function deliveryStatusInfo(status: string): DeliveryStatusInfo {
  return STATUSES[status] ?? { label: status };
}

/** Still being tried: the first attempt is queued, or a retry is waiting out its backoff. */
export function isPendingDelivery(delivery: Pick<WebhookDeliveryItemFragment, 'status'>) {
  return delivery.status === PENDING;
}

export interface LastResponse {
  /** "HTTP 500", when the receiver answered. */
  status?: string;
  /** Why the attempt failed, unless it only repeats the status ("The receiver answered 500"). */
  detail?: string;
}

/** How the last attempt went, as the table shows it; empty when none was made yet. */
export function lastResponse({
  lastStatusCode,
  lastError,
}: Pick<WebhookDeliveryItemFragment, 'lastStatusCode' | 'lastError'>): LastResponse {
  if (lastStatusCode === null) return lastError ? { detail: lastError } : {};
  const detail =
    lastError && lastError !== `The receiver answered ${lastStatusCode}` ? lastError : undefined;
  return { status: `HTTP ${lastStatusCode}`, detail };
}
