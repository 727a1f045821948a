import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { AppInfoDocument } from '../graphql/generated/graphql';
import { createApolloClient } from './apollo';
import { writeAuthToken } from './authToken';
import { errorMessage, SERVER_UNREACHABLE_MESSAGE } from './errorMessage';

/** A transport that records the headers each request would carry and answers AppInfo. */
function recordingTransport(seenHeaders: Record<string, string>[]) {
  return new ApolloLink((operation) => {
    const { headers = {} } = operation.getContext() as { headers?: Record<string, string> };
    seenHeaders.push(headers);
    return of({
      data: {
        appInfo: {
          __typename: 'AppInfo',
          name: 'PixelForge Studio',
          version: '1',
          providerMode: 'simulator',
          paymentsMode: 'simulator',
          paymentsEnabled: true,
        },
        platformStatus: {
          __typename: 'PlatformStatus',
          maintenanceMode: false,
          registrationsOpen: true,
        },
      },
    });
  });
}

describe('Apollo client', () => {
  it('sends the stored token as a bearer authorization', async () => {
    writeAuthToken('secret-token');
    const seen: Record<string, string>[] = [];

    await createApolloClient(recordingTransport(seen)).query({ query: AppInfoDocument });

    expect(seen).toEqual([{ Authorization: 'Bearer secret-token' }]);
  });

  it('sends no authorization without a token', async () => {
    const seen: Record<string, string>[] = [];

    await createApolloClient(recordingTransport(seen)).query({ query: AppInfoDocument });

    expect(seen).toEqual([{}]);
  });

  it('answers a repeated query from the cache', async () => {
    const seen: Record<string, string>[] = [];
    const client = createApolloClient(recordingTransport(seen));

    await client.query({ query: AppInfoDocument });
    const second = await client.query({ query: AppInfoDocument });

    expect(second.data?.appInfo.providerMode).toBe('simulator');
    expect(seen).toHaveLength(1);
  });

  /** What an AppInfo query fails with (null when it succeeds) while every fetch rejects. */
  async function failureWhileFetchRejects(reason: unknown) {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(reason);
    try {
      const failure = await createApolloClient()
        .query({ query: AppInfoDocument })
        .then(
          () => null,
          (error: unknown) => error,
        );
      return { failure, fetchCalled: fetchSpy.mock.calls.length > 0 };
    } finally {
      fetchSpy.mockRestore();
    }
  }

  it('fails a request that got no answer with a sentence, not the browser\'s "Failed to fetch"', async () => {
    const { failure, fetchCalled } = await failureWhileFetchRejects(
      new TypeError('Failed to fetch'),
    );

    expect(fetchCalled).toBe(true);
    // Shown as it is (a toast's description, a panel's message) or through errorMessage.
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(SERVER_UNREACHABLE_MESSAGE);
    expect(errorMessage(failure)).toBe(SERVER_UNREACHABLE_MESSAGE);
  });

  it('passes an abort on as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { failure } = await failureWhileFetchRejects(abort);

    expect((failure as Error).message).not.toBe(SERVER_UNREACHABLE_MESSAGE);
  });
});
