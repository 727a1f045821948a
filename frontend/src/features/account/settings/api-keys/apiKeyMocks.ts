import type { MockLink } from '@apollo/client/testing';
import {
  type ApiKeyItemFragment,
  ApiKeysDocument,
  type ApiKeyScope,
  CreateApiKeyDocument,
  RevokeApiKeyDocument,
} from '../../../../graphql/generated/graphql';

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

export function apiKeysMock(keys: ApiKeyItemFragment[]): MockLink.MockedResponse {
  return {
    request: { query: ApiKeysDocument },
    result: { data: { apiKeys: keys.map(typed) } },
  };
}

export function apiKeysFailureMock(message: string): MockLink.MockedResponse {
  return { request: { query: ApiKeysDocument }, error: new Error(message) };
}

/** The server's answer to createApiKey with exactly this name and these scopes. */
export function createApiKeyMock(
  input: { name: string; scopes: ApiKeyScope[] },
  answer: { key: string; apiKey: ApiKeyItemFragment } | { code: string; message: string },
): MockLink.MockedResponse & { result: jest.Mock } {
  return {
    request: { query: CreateApiKeyDocument, variables: { input } },
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
        : { errors: [{ message: answer.message, extensions: { code: answer.code } }] },
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
