import { HttpLink } from '@apollo/client';
import { AppInfoDocument } from '../graphql/generated/graphql';
import { createApolloClient } from './apollo';
import {
  errorMessage,
  SERVER_NOT_RESPONDING_MESSAGE,
  SERVER_UNREACHABLE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './errorMessage';

/** What a query over the real HTTP link rejects with when fetch answers (or fails) like this. */
async function failureOf(fetchAnswer: () => Promise<Response>): Promise<unknown> {
  const client = createApolloClient(new HttpLink({ uri: '/graphql', fetch: fetchAnswer }));
  return client.query({ query: AppInfoDocument }).then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );
}

describe('errorMessage', () => {
  it('says the server could not be reached when fetch gets no answer, in every browser', async () => {
    for (const browserText of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
      'The Internet connection appears to be offline.',
      'fetch failed',
    ]) {
      const error = await failureOf(() => Promise.reject(new TypeError(browserText)));
      expect(errorMessage(error)).toBe(SERVER_UNREACHABLE_MESSAGE);
    }
    expect(SERVER_UNREACHABLE_MESSAGE).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('says the server is not responding when a proxy answers for it (502, 503, 504)', async () => {
    for (const status of [502, 503, 504]) {
      const error = await failureOf(() =>
        Promise.resolve(
          new Response('Bad Gateway', { status, headers: { 'Content-Type': 'text/plain' } }),
        ),
      );
      expect(errorMessage(error)).toBe(SERVER_NOT_RESPONDING_MESSAGE);
    }
  });

  it("keeps the server's own GraphQL message as it is", async () => {
    const error = await failureOf(() =>
      Promise.resolve(
        Response.json({ errors: [{ message: 'Invalid email or password' }], data: null }),
      ),
    );
    expect(errorMessage(error)).toBe('Invalid email or password');
  });

  it('keeps any other message, and falls back when there is none', () => {
    expect(errorMessage(new Error('Failed to fetch image: 404 Not Found'))).toBe(
      'Failed to fetch image: 404 Not Found',
    );
    // A programming slip is not a network failure, whatever its class.
    expect(errorMessage(new TypeError('x is not a function'))).toBe('x is not a function');
    expect(errorMessage(new Error('  '))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(errorMessage('nope', 'Could not save')).toBe('Could not save');
  });
});
