import { type ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  getNamedType,
  GraphQLError,
  type GraphQLSchema,
  isLeafType,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';

/** What a scalar or enum field adds to an operation's cost. */
const LEAF_COST = 1;
/** What an object adds besides its fields: an object is a row or a resolver call. */
const OBJECT_COST = 2;

/** A list's page size as the field will run: a `first` or `last`, given or defaulted. */
function pageSize(args: Record<string, unknown>): number {
  const size = args.first ?? args.last;
  return Number.isInteger(size) && (size as number) > 0 ? (size as number) : 1;
}

/**
 * A field costs 1 if it is a scalar or an enum, 2 plus its selection if it is an object, and a
 * paged list costs that times its page size. The arguments come with the request's variables and
 * the schema's defaults applied, so `creations(first: $n)` weighs as `creations(first: 100)`
 * when n is 100, and `creations` alone as its default page.
 */
const pagedCost: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = isLeafType(getNamedType(field.type)) ? LEAF_COST : OBJECT_COST;
  return pageSize(args) * (own + childComplexity);
};

/**
 * The cost of the operation `operationName` of `document` run with `variables`; null when the
 * variables do not fit the operation (execution refuses those with its own error).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName: operationName ?? undefined,
      estimators: [pagedCost],
    });
  } catch {
    return null;
  }
}

/** The refusal of an operation costlier than `maxCost`: a client error, like every limit. */
export function operationCostRefusal(maxCost: number, cost: number): GraphQLError {
  return new GraphQLError(
    `Query Cost limit of ${maxCost} exceeded, found ${cost}. Ask for smaller pages (first) or fewer fields.`,
    { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } },
  );
}

/**
 * Refuses an operation costlier than `maxCost` once its operation and variables are known
 * (Apollo's didResolveOperation, after validation and before any resolver): a page size given as
 * a variable counts as its value, which validation alone cannot see.
 */
export function operationCostPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          const cost = operationCost(schema, document, request.variables, request.operationName);
          if (cost !== null && cost > maxCost) throw operationCostRefusal(maxCost, cost);
        },
      };
    },
  };
}
