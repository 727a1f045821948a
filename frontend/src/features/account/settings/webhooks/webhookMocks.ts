import type { MockLink } from '@apollo/client/testing';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  WebhookDeliveriesDocument,
  type WebhookDeliveryItemFragment,
  type WebhookItemFragment,
  WebhooksDocument,
} from '../../../../graphql/generated/graphql';

/** A webhook as the server lists it. */
export function webhook(overrides: Partial<WebhookItemFragment> = {}): WebhookItemFragment {
  return {
    id: '3c1e5f0a-7b2d-4e8a-9c6f-1a2b3c4d5e6f',
    url: 'https://hooks.example.com/pixelforge',
    createdAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}

/** A delivery as the server lists it: by default, to the default webhook and succeeded. */
export function delivery(
  overrides: Partial<WebhookDeliveryItemFragment> = {},
): WebhookDeliveryItemFragment {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    endpointId: webhook().id,
    event: 'generation.succeeded',
    generationId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    status: 'succeeded',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    createdAt: '2026-03-06T12:00:00.000Z',
    deliveredAt: '2026-03-06T12:00:01.000Z',
    ...overrides,
  };
}

type Mock = MockLink.MockedResponse & { result: jest.Mock };

const typedWebhook = (item: WebhookItemFragment) => ({ __typename: 'Webhook', ...item });
const typedDelivery = (item: WebhookDeliveryItemFragment) => ({
  __typename: 'WebhookDelivery',
  ...item,
});

export function webhooksMock(webhooks: WebhookItemFragment[]): Mock {
  return {
    request: { query: WebhooksDocument },
    result: jest.fn(() => ({ data: { webhooks: webhooks.map(typedWebhook) } })),
  };
}

export function webhooksFailureMock(message: string): MockLink.MockedResponse {
  return { request: { query: WebhooksDocument }, error: new Error(message) };
}

// The table asks for the latest 20: written out, so a change to what it asks fails the tests.
const DELIVERIES_VARIABLES = { first: 20 };

/** The recent deliveries, answered only to the variables the table sends. */
export function webhookDeliveriesMock(deliveries: WebhookDeliveryItemFragment[]): Mock {
  return {
    request: { query: WebhookDeliveriesDocument, variables: DELIVERIES_VARIABLES },
    result: jest.fn(() => ({ data: { webhookDeliveries: deliveries.map(typedDelivery) } })),
  };
}

export function webhookDeliveriesFailureMock(message: string): MockLink.MockedResponse {
  return {
    request: { query: WebhookDeliveriesDocument, variables: DELIVERIES_VARIABLES },
    error: new Error(message),
  };
}

/** The server's refusal of a webhook input, as its error filter shapes it. */
export interface WebhookRefusal {
  code: string;
  message: string;
  field?: string;
}

/** The server's answer to createWebhook with exactly this URL. */
export function createWebhookMock(
  url: string,
  answer: { secret: string; webhook: WebhookItemFragment } | WebhookRefusal,
): Mock {
  return {
    request: { query: CreateWebhookDocument, variables: { input: { url } } },
    result: jest.fn(() =>
      'secret' in answer
        ? {
            data: {
              createWebhook: {
                __typename: 'CreatedWebhook',
                secret: answer.secret,
                webhook: typedWebhook(answer.webhook),
              },
            },
          }
        : {
            errors: [
              {
                message: answer.message,
                extensions: { code: answer.code, ...(answer.field && { field: answer.field }) },
              },
            ],
          },
    ),
  };
}

export function deleteWebhookMock(id: string, failure?: WebhookRefusal): Mock {
  return {
    request: { query: DeleteWebhookDocument, variables: { id } },
    result: jest.fn(() =>
      failure
        ? { errors: [{ message: failure.message, extensions: { code: failure.code } }] }
        : { data: { deleteWebhook: true } },
    ),
  };
}
