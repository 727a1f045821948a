/** "Mar 2, 2026": the day a webhook was added. */
export function formatWebhookAdded(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

/** "Mar 6, 2026, 10:04 AM": when a delivery was made (its generation finished). */
export function formatDeliveryTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
