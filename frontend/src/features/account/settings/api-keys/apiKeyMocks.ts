import type { MockLink } from '@apollo/client/testing';
import {
  type ApiKeyItemFragment,
  ApiKeysDocument,
  type ApiKeyScope,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
} from '../../../../graphql/generated/graphql';
import { testUser } from '../../../../test/fixtures';

/** A key as the server lists it. */
export function apiKey(overrides: Partial<ApiKeyItemFragment> = {}): ApiKeyItemFragment {
  return {
    id: '0b9a6c1e-5a43-4d6e-9f5c-1d2e3f4a5b6c',
    name: 'Nightly backup',
    prefix: 'pfk_AbCd1234',
    scopes: ['galleryRead'],
    createdAt: '2026-03-02T12:00:00.000Z',
    lastUsedAt: '2026-03-05T12:00:00.000Z',
    ...overrides,
  };
}

const typed = (key: ApiKeyItemFragment) => ({ __typename: 'ApiKey', ...key });

/** The keys, and when a password reset or change last revoked them all (null: never). */
export function apiKeysMock(
  keys: ApiKeyItemFragment[],
  apiKeysRevokedAt: string | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: ApiKeysDocument },
    result: {
      data: {
        apiKeys: keys.map(typed),
        me: { __typename: 'User', id: testUser().id, apiKeysRevokedAt },
      },
    },
  };
}

export function apiKeysFailureMock(message: string): MockLink.MockedResponse {
  return { request: { query: ApiKeysDocument }, error: new Error(message) };
}

/** The password the create dialog's tests type. */
export const CURRENT_PASSWORD = 'plum-orbit-canyon';

/** The server's answer to createApiKey with exactly this name, these scopes and the password. */
export function createApiKeyMock(
  input: { name: string; scopes: ApiKeyScope[]; currentPassword?: string },
  answer:
    { key: string; apiKey: ApiKeyItemFragment } | { code: string; message: string; field?: string },
): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: {
      query: CreateApiKeyDocument,
      variables: { input: { currentPassword: CURRENT_PASSWORD, ...input } },
    },
    result: jest.fn(() =>
      'key' in answer
        ? {
            data: {
              createApiKey: {
                __typename: 'CreatedApiKeyPayload',
                key: answer.key,
                apiKey: typed(answer.apiKey),
              },
            },
          }
        : {
            errors: [
              {
                message: answer.message,
                extensions: {
                  code: answer.code,
                  ...('field' in answer ? { field: answer.field } : {}),
                },
              },
            ],
          },
    ),
  };
}

export function revokeApiKeyMock(
  id: string,
  failure?: { code: string; message: string },
): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: { query: RevokeApiKeyDocument, variables: { id } },
    result: jest.fn(() =>
      failure
        ? { errors: [{ message: failure.message, extensions: { code: failure.code } }] }
        : { data: { revokeApiKey: true } },
    ),
  };
}
