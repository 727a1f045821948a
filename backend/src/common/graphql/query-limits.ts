import { type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { type ParseOptions, type ValidationRule } from 'graphql';
import { type AppConfig } from '../../config/app-config.js';
import { argumentErrorsPlugin } from './argument-errors.js';
import { introspectionEnabled } from './introspection.js';
import { operationCostPlugin } from './operation-cost.js';

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
 * graphql-armor's rules refuse too many aliases, too deep a selection or too many directives while
 * the document is validated; operation-cost.ts refuses too high a cost once the operation's
 * variables are known (a page size given as a variable counts as its value). All of them answer
 * 400 GRAPHQL_VALIDATION_FAILED before any resolver runs, counting per operation, fragments
 * included.
 */
export function queryLimits(config: QueryLimitSettings): QueryLimits {
  const { plugins, validationRules } = new ApolloArmor({
    maxAliases: { n: config.GRAPHQL_MAX_ALIASES },
    maxDepth: { n: config.GRAPHQL_MAX_DEPTH },
    maxDirectives: { n: config.GRAPHQL_MAX_DIRECTIVES },
    // Costed with the request's variables instead (operation-cost.ts): armor sees only literals.
    costLimit: { enabled: false },
    // Armor's Apollo token plugin re-parses in parsingDidStart, where any syntax error becomes a
    // 500 (graphql-armor#571, #751); graphql-js counts the same tokens in Apollo's own parse (400).
    maxTokens: { enabled: false },
    // Suggestions ("Did you mean ...") would reveal the schema that closed introspection hides.
    blockFieldSuggestion: { enabled: !introspectionEnabled(config) },
  }).protect();
  return {
    // Armor's typings see @apollo/server's CommonJS declarations; at run time these are plain hooks.
    plugins: [
      ...(plugins as unknown as ApolloServerPlugin[]),
      operationCostPlugin(config.GRAPHQL_MAX_COST),
      argumentErrorsPlugin(),
    ],
    validationRules,
    parseOptions: { maxTokens: config.GRAPHQL_MAX_TOKENS },
  };
}
