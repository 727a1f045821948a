import { type ApolloServerPlugin } from '@apollo/server';
import {
  type ASTNode,
  BREAK,
  type DocumentNode,
  getNamedType,
  GraphQLError,
  type GraphQLSchema,
  isLeafType,
  Kind,
  visit,
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
 * Whether a variable of `document` can change its cost: one that stands for a page size (a
 * `first` or `last` argument, all the estimator reads of a field's arguments) or decides a
 * directive (@include, @skip). Anywhere else a variable weighs nothing.
 */
export function variablesWeigh(document: DocumentNode): boolean {
  let weighs = false;
  visit(document, {
    Variable(_node, _key, parent, _path, ancestors) {
      weighs = [...ancestors, parent].some((ancestor) => {
        if (!ancestor || Array.isArray(ancestor)) return false;
        const node = ancestor as ASTNode;
        return (
          node.kind === Kind.DIRECTIVE ||
          (node.kind === Kind.ARGUMENT &&
            (node.name.value === 'first' || node.name.value === 'last'))
        );
      });
      return weighs ? BREAK : undefined;
    },
  });
  return weighs;
}

/**
 * Costs already computed of documents no variable weighs, by operation name. Apollo hands every
 * request with the same query text the same parsed document (its document store), so a client's
 * operation is weighed once, not on every request.
 */
const fixedCosts = new WeakMap<
  DocumentNode,
  { schema: GraphQLSchema; variablesWeigh: boolean; costs: Map<string, number> }
>();

/**
 * The cost of the operation `operationName` of `document` run with `variables`; null when the
 * variables do not fit the operation (execution refuses those with its own error).
 *
 * With `reuseUpTo`, a cost no variable can change that was at most that is answered again without
 * walking the document: the same answer the walk gives (the cost), or, for variables that do not
 * fit, one that refuses nothing either (as null does).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
  reuseUpTo?: number,
): number | null {
  if (reuseUpTo === undefined) return walkedCost(schema, document, variables, operationName);
  let known = fixedCosts.get(document);
  if (!known || known.schema !== schema) {
    known = { schema, variablesWeigh: variablesWeigh(document), costs: new Map() };
    fixedCosts.set(document, known);
  }
  if (known.variablesWeigh) return walkedCost(schema, document, variables, operationName);
  const name = operationName ?? '';
  const reused = known.costs.get(name);
  if (reused !== undefined) return reused;
  const cost = walkedCost(schema, document, variables, operationName);
  if (cost !== null && cost <= reuseUpTo) known.costs.set(name, cost);
  return cost;
}

function walkedCost(
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
          const cost = operationCost(
            schema,
            document,
            request.variables,
            request.operationName,
            maxCost,
          );
          if (cost !== null && cost > maxCost) throw operationCostRefusal(maxCost, cost);
        },
      };
    },
  };
}
