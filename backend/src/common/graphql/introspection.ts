import { type AppConfig } from '../../config/app-config.js';

/**
 * Whether the schema answers introspection: off in production unless GRAPHQL_INTROSPECTION says
 * otherwise. Our tooling never needs it there: codegen and the contract test read backend/schema.gql.
 */
export function introspectionEnabled(
  config: Pick<AppConfig, 'GRAPHQL_INTROSPECTION' | 'NODE_ENV'>,
): boolean {
  return config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';
}
