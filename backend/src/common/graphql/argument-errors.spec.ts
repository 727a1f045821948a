import { ApolloServer } from '@apollo/server';
import { argumentErrorsPlugin } from './argument-errors.js';

const typeDefs = `type Query { page(first: Int! = 20): Int! }`;
const resolvers = { Query: { page: (_: unknown, args: { first: number }) => args.first } };

async function codeOf(server: ApolloServer, variables: Record<string, unknown>) {
  const response = await server.executeOperation({
    query: 'query($first: Int) { page(first: $first) }',
    variables,
  });
  const result = response.body.kind === 'single' ? response.body.singleResult : null;
  return result?.errors?.[0]?.extensions?.code;
}

describe('argumentErrorsPlugin', () => {
  it('answers a null variable for a non-null argument with a default as BAD_USER_INPUT', async () => {
    const plain = new ApolloServer({ typeDefs, resolvers });
    const fixed = new ApolloServer({ typeDefs, resolvers, plugins: [argumentErrorsPlugin()] });
    await Promise.all([plain.start(), fixed.start()]);
    expect(await codeOf(plain, { first: null })).toBe('INTERNAL_SERVER_ERROR');
    expect(await codeOf(fixed, { first: null })).toBe('BAD_USER_INPUT');
    expect(await codeOf(fixed, { first: 5 })).toBeUndefined();
    await Promise.all([plain.stop(), fixed.stop()]);
  });
});
