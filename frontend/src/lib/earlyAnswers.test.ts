import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { MeDocument } from '../graphql/generated/graphql';
import { createApolloClient } from './apollo';
import { writeAuthToken } from './authToken';
import type { EarlyAnswers } from './earlyAnswers';
import { EARLY_ANSWERS_GLOBAL, earlyQueryKey } from './earlyQueryKey';

const user = (name: string) => ({
  __typename: 'User',
  id: '7',
  name,
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  accessLevelId: 1,
  isAdmin: false,
  creditBalance: 40,
  createdAt: '2026-11-01T00:00:00.000Z',
  accessLevel: { __typename: 'AccessLevel', id: '1', name: 'Free', level: 1 },
});

/** A transport that counts what reaches the server and answers Me with `name`. */
function countingServer(name: string) {
  const reached: string[] = [];
  const link = new ApolloLink((operation) => {
    reached.push(operation.operationName ?? '');
    return of({ data: { me: user(name) } });
  });
  return { reached, link };
}

function leaveEarlyAnswer(token: string, answer: ApolloLink.Result | null) {
  const early: EarlyAnswers = {
    token,
    answers: { [earlyQueryKey('Me')]: Promise.resolve(answer) },
  };
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL] = early;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
});

describe("index.html's early answers", () => {
  it('answer the first query they were sent for, without a request of its own', async () => {
    writeAuthToken('token-a');
    leaveEarlyAnswer('token-a', { data: { me: user('Early Ada') } });
    const server = countingServer('Server Ada');
    const client = createApolloClient(server.link);

    const first = await client.query({ query: MeDocument });

    expect(first.data?.me?.name).toBe('Early Ada');
    expect(server.reached).toEqual([]);
  });

  it('answer once: a refetch asks the server', async () => {
    writeAuthToken('token-a');
    leaveEarlyAnswer('token-a', { data: { me: user('Early Ada') } });
    const server = countingServer('Server Ada');
    const client = createApolloClient(server.link);

    await client.query({ query: MeDocument });
    const again = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });

    expect(again.data?.me?.name).toBe('Server Ada');
    expect(server.reached).toEqual(['Me']);
  });

  it('are passed over when the token changed since they were sent', async () => {
    writeAuthToken('token-b');
    leaveEarlyAnswer('token-a', { data: { me: user('Early Ada') } });
    const server = countingServer('Server Bea');

    const first = await createApolloClient(server.link).query({ query: MeDocument });

    expect(first.data?.me?.name).toBe('Server Bea');
    expect(server.reached).toEqual(['Me']);
  });

  it('leave a query that failed early to the server', async () => {
    writeAuthToken('token-a');
    leaveEarlyAnswer('token-a', null);
    const server = countingServer('Server Ada');

    const first = await createApolloClient(server.link).query({ query: MeDocument });

    expect(first.data?.me?.name).toBe('Server Ada');
    expect(server.reached).toEqual(['Me']);
  });
});
