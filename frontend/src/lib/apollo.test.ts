import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { AppInfoDocument } from '../graphql/generated/graphql';
import { createApolloClient } from './apollo';
import { writeAuthToken } from './authToken';

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
});
