import type { Request } from '@playwright/test';

/** What the page sent in a GraphQL request. */
export interface GraphQLBody {
  operationName?: string;
  query?: string;
  variables?: { input?: Record<string, unknown> } & Record<string, unknown>;
}

/** The body of a POST to /graphql, or null for any other request. */
export function graphqlBody(request: Request): GraphQLBody | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  try {
    return request.postDataJSON() as GraphQLBody;
  } catch {
    return null;
  }
}
