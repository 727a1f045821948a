import type { ApolloCache, Reference } from '@apollo/client';
import { type WebhookItemFragment, WebhooksDocument } from '../../../../graphql/generated/graphql';

/** A new webhook ends the list, which the server sends oldest first. */
export function addWebhook(cache: ApolloCache, webhook: WebhookItemFragment) {
  cache.updateQuery({ query: WebhooksDocument }, (data) =>
    data && !data.webhooks.some((known) => known.id === webhook.id)
      ? { webhooks: [...data.webhooks, webhook] }
      : data,
  );
}

/**
 * A deleted webhook leaves the list, and its deliveries leave the recent deliveries: the server
 * deletes them with it.
 */
export function removeWebhook(cache: ApolloCache, id: string) {
  cache.modify({
    fields: {
      webhookDeliveries: (existing: readonly Reference[], { readField }) =>
        existing.filter((delivery) => readField('endpointId', delivery) !== id),
    },
  });
  cache.evict({ id: cache.identify({ __typename: 'Webhook', id }) });
  cache.gc();
}
