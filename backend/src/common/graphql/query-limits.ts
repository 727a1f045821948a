import { type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type ParseOptions, type ValidationRule } from 'graphql';
import { type AppConfig } from '../../config/app-config.js';
import { argumentErrorsPlugin } from './argument-errors.js';
import { introspectionEnabled } from './introspection.js';

export type QueryLimitSettings = Pick<
  AppConfig,
  | 'NODE_ENV'
  | 'GRAPHQL_INTROSPECTION'
  | 'GRAPHQL_MAX_TOKENS'
  | 'GRAPHQL_MAX_DEPTH'
  | 'GRAPHQL_MAX_ALIASES'
  | 'GRAPHQL_MAX_DIRECTIVES'
  | 'GRAPHQL_MAX_COST'
>;

/** The Apollo Server options that bound what one operation may ask for. */
export interface QueryLimits {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
}

/**
 * graphql-armor's rules refuse too many aliases, too deep a selection, too many directives or too
 * high a cost while the document is validated, so before any resolver runs (answering 400
 * GRAPHQL_VALIDATION_FAILED). Each rule counts per operation, fragments included.
 */
export function queryLimits(config: QueryLimitSettings): QueryLimits {
  const { plugins, validationRules } = new ApolloArmor({
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
    maxDirectives: { n: config.GRAPHQL_MAX_DIRECTIVES },
    costLimit: { maxCost: config.GRAPHQL_MAX_COST },
    // Armor's Apollo token plugin re-parses in parsingDidStart, where any syntax error becomes a
    // 500 (graphql-armor#571, #751); graphql-js counts the same tokens in Apollo's own parse (400).
    maxTokens: { enabled: false },
    // Suggestions ("Did you mean ...") would reveal the schema that closed introspection hides.
    blockFieldSuggestion: { enabled: !introspectionEnabled(config) },
  }).protect();
  return {
    // Armor's typings see @apollo/server's CommonJS declarations; at run time these are plain hooks.
    plugins: [...(plugins as unknown as ApolloServerPlugin[]), argumentErrorsPlugin()],
    validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
  };
}
