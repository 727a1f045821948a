import { type Request } from 'express';
import { GraphQLError } from 'graphql';

/**
 * Refuses a GraphQL document far larger than any real operation, before Apollo parses it. Called
 * while the request's context is built, ahead of Apollo's pipeline: an error thrown there keeps its
 * 4xx status, while one thrown by a plugin hook before parsing becomes a logged 500.
 */
export function refuseOversizedDocument(
  req: Pick<Request, 'body' | 'query'>,
  maxBytes: number,
): void {
  const document: unknown = req.body?.query ?? req.query?.query;
  if (typeof document !== 'string') return;
  const bytes = Buffer.byteLength(document);
  if (bytes <= maxBytes) return;
  throw new GraphQLError(
    `The GraphQL document is ${bytes} bytes long; at most ${maxBytes} are accepted.`,
    { extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413, http: { status: 413 } } },
  );
}
