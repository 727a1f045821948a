import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import { graphQLRefusal } from './graphQLRefusal';

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError('refused', { extensions })] });

describe('graphQLRefusal', () => {
  it('reads the code and the refused field of the first GraphQL error', () => {
    expect(
      graphQLRefusal(refusal({ code: 'BAD_USER_INPUT', status: 400, field: 'token' })),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('leaves out a field the server did not name', () => {
    expect(graphQLRefusal(refusal({ code: 'RATE_LIMITED', retryAfterSeconds: 60 }))).toEqual({
      code: 'RATE_LIMITED',
      field: undefined,
    });
  });

  it('says nothing about a failure that is not a GraphQL answer', () => {
    expect(graphQLRefusal(new TypeError('Failed to fetch'))).toEqual({});
    expect(graphQLRefusal('boom')).toEqual({});
  });
});
