import type { FormRule } from 'antd';
import {
  MAX_WEBHOOKS_PER_USER,
  WEBHOOK_URL_MAX_LENGTH,
} from '../../../../graphql/generated/limits';

// The server's limits (CreateWebhookInput, MAX_WEBHOOKS_PER_USER), checked here first.
export const MAX_WEBHOOK_URL_LENGTH = WEBHOOK_URL_MAX_LENGTH;
export const MAX_WEBHOOKS = MAX_WEBHOOKS_PER_USER;

export const WEBHOOK_URL_REQUIRED_MESSAGE = 'Enter the URL to deliver to';
export const WEBHOOK_URL_MESSAGE = 'Enter an absolute http:// or https:// URL';

/** An absolute http(s) URL. Whether it is public is the server's call: it resolves the host. */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export const webhookUrlRules: FormRule[] = [
  { required: true, whitespace: true, message: WEBHOOK_URL_REQUIRED_MESSAGE },
  {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || !value.trim() || isWebhookUrl(value)
        ? Promise.resolve()
        : Promise.reject(new Error(WEBHOOK_URL_MESSAGE)),
  },
];
