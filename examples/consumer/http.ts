/**
 * One typed GraphQL operation over HTTP with a personal API key (plain fetch), shared by client.ts
 * and live.ts.
 */
import { type TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

export const BASE_URL = (process.env.BASE_URL ?? '').replace(/\/+$/, '');
export const API_KEY = process.env.API_KEY ?? '';

interface GraphQLError {
  message: string;
  extensions?: { code?: string };
}

/** Sends one typed operation; answers its data, or throws the errors the server gave. */
export async function execute<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${API_KEY}`,
    },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const text = await response.text();
  let answer: { data?: TResult | null; errors?: GraphQLError[] };
  try {
    answer = JSON.parse(text);
  } catch {
    throw new Error(`${response.status} from ${BASE_URL}/graphql: ${text.slice(0, 200)}`);
  }
  if (answer.errors?.length) {
    const reasons = answer.errors.map(
      (error) => `${error.extensions?.code ?? 'ERROR'}: ${error.message}`,
    );
    throw new Error(reasons.join('; '));
  }
  if (!answer.data) throw new Error(`${response.status} from ${BASE_URL}/graphql without data`);
  return answer.data;
}
