import {
  type DocumentNode,
  type ExecutionArgs,
  getOperationAST,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { type GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import { type Context } from 'graphql-ws';
import { type WebSocket } from 'ws';
import { type AuthenticatedUser } from '../auth/authenticated-user.js';
import { authenticateBearer } from '../auth/bearer-authentication.js';
import { LiveConnections } from './live-connections.js';
import { operationCost, operationCostRefusal } from './operation-cost.js';
import { type QueryLimits, type QueryLimitSettings } from './query-limits.js';

/** Close codes a client can act on (4400–4499, graphql-ws's range for the application's own). */
export const LIVE_CLOSE_CODES = {
  /** No credentials, or ones no longer valid: sign in again. */
  unauthenticated: 4401,
  /** The user holds GRAPHQL_WS_MAX_CONNECTIONS_PER_USER already. */
  tooManyConnections: 4429,
} as const;

/** What graphql-ws keeps per connection: the socket, and the caller once connection_init passed. */
interface LiveConnection {
  socket: WebSocket;
  caller?: AuthenticatedUser;
  authorization?: string;
}

type LiveContext = Context<Record<string, unknown> | undefined>;

/** Distinct valid subscription documents kept parsed (the oldest goes first). */
const VALIDATED_DOCUMENTS_KEPT = 100;

/** graphql-ws's `extra` of a connection served by its `ws` adapter, as this server fills it. */
const connectionOf = (ctx: LiveContext) => ctx.extra as LiveConnection;

export interface SubscriptionServerSettings extends QueryLimitSettings {
  GRAPHQL_MAX_DOCUMENT_BYTES: number;
  GRAPHQL_WS_MAX_CONNECTIONS_PER_USER: number;
}

/** The `Authorization` a client sent in connection_init (`authorization` or `Authorization`). */
function authorizationOf(params: Record<string, unknown> | undefined): string | null {
  const value = params?.authorization ?? params?.Authorization;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const refusal = (message: string, code = 'GRAPHQL_VALIDATION_FAILED') =>
  new GraphQLError(message, { extensions: { code } });

/**
 * graphql-ws's options for subscriptions on /graphql: the caller is authenticated once, in
 * connection_init, with a session token or a personal API key (each subscription then passes the
 * same guards as any operation, so a token revoked since is refused); every operation meets the
 * limits of HTTP (document size, tokens, depth, aliases, directives, cost); and only
 * subscriptions are served here, so queries and mutations keep HTTP's own checks.
 */
export function subscriptionServer(
  settings: SubscriptionServerSettings,
  limits: QueryLimits,
  schemaOf: () => GraphQLSchema,
  contextFor: (request: { headers: { authorization: string }; user: AuthenticatedUser }) => object,
): GraphQLWsSubscriptionsConfig {
  const connections = new LiveConnections(settings.GRAPHQL_WS_MAX_CONNECTIONS_PER_USER);
  const rules = [...specifiedRules, ...limits.validationRules];
  // Clients send the same few subscription documents: each is parsed and validated once and
  // its tree shared by every subscription (memory per connection, CPU per subscribe).
  const validatedDocuments = new Map<string, DocumentNode>();

  /** The document, valid within the limits, or what is wrong with it. */
  const parseAndValidate = (query: string): DocumentNode | readonly GraphQLError[] => {
    let document: DocumentNode;
    try {
      document = parse(query, limits.parseOptions);
    } catch (error) {
      return [refusal((error as Error).message, 'GRAPHQL_PARSE_FAILED')];
    }
    try {
      const invalid = validate(schemaOf(), document, rules);
      if (invalid.length) return invalid;
    } catch (error) {
      // graphql-armor's rules throw their refusal.
      return [refusal((error as Error).message)];
    }
    if (validatedDocuments.size >= VALIDATED_DOCUMENTS_KEPT)
      validatedDocuments.delete(validatedDocuments.keys().next().value!);
    validatedDocuments.set(query, document);
    return document;
  };

  const refuseConnection = (ctx: LiveContext, code: number, reason: string) => {
    connectionOf(ctx).socket.close(code, reason);
    return false;
  };

  return {
    onConnect: async (ctx: LiveContext) => {
      const authorization = authorizationOf(ctx.connectionParams);
      if (!authorization)
        return refuseConnection(
          ctx,
          LIVE_CLOSE_CODES.unauthenticated,
          'Send your session token or API key as authorization in connection_init',
        );
      let caller: AuthenticatedUser;
      try {
        caller = await authenticateBearer(authorization);
      } catch (error) {
        return refuseConnection(
          ctx,
          LIVE_CLOSE_CODES.unauthenticated,
          error instanceof Error ? error.message : 'Authentication required',
        );
      }
      if (!connections.tryOpen(caller.user.id))
        return refuseConnection(
          ctx,
          LIVE_CLOSE_CODES.tooManyConnections,
          `At most ${settings.GRAPHQL_WS_MAX_CONNECTIONS_PER_USER} live connections per user`,
        );
      Object.assign(connectionOf(ctx), { caller, authorization });
      return true;
    },
    onClose: (ctx: LiveContext) => {
      const { caller } = connectionOf(ctx);
      if (caller) connections.close(caller.user.id);
    },
    onSubscribe: (ctx: LiveContext, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
      const { caller, authorization } = connectionOf(ctx);
      // onConnect accepted the connection, so both are there; graphql-ws refuses earlier messages.
      if (!caller || !authorization) return [refusal('Not connected', 'UNAUTHENTICATED')];
      if (Buffer.byteLength(payload.query) > settings.GRAPHQL_MAX_DOCUMENT_BYTES)
        return [
          refusal(
            `The GraphQL document is longer than ${settings.GRAPHQL_MAX_DOCUMENT_BYTES} bytes`,
            'PAYLOAD_TOO_LARGE',
          ),
        ];
      const schema = schemaOf();
      const document = validatedDocuments.get(payload.query) ?? parseAndValidate(payload.query);
      if (!('kind' in document)) return document;
      const operation = getOperationAST(document, payload.operationName);
      if (operation?.operation !== 'subscription')
        return [
          refusal(
            'Only subscriptions are served over WebSocket: send queries and mutations over HTTP',
            'BAD_REQUEST',
          ),
        ];
      const variables = payload.variables ?? undefined;
      const cost = operationCost(schema, document, variables, payload.operationName);
      if (cost !== null && cost > settings.GRAPHQL_MAX_COST)
        return [operationCostRefusal(settings.GRAPHQL_MAX_COST, cost)];
      return {
        schema,
        document,
        variableValues: variables,
        operationName: payload.operationName,
        contextValue: contextFor({ headers: { authorization }, user: caller }),
      };
    },
  };
}
