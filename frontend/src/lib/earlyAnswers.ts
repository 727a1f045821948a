import { ApolloLink } from '@apollo/client';
import { from, mergeMap, of } from 'rxjs';
import { readAuthToken } from './authToken';
import { EARLY_ANSWERS_GLOBAL, earlyQueryKey } from './earlyQueryKey';

/** What index.html's early queries left: the token they were sent with, an answer per query. */
export interface EarlyAnswers {
  token: string;
  /** A query's answer, or null where it failed or was refused (the app then asks again). */
  answers: Record<string, Promise<ApolloLink.Result | null>>;
}

function earlyAnswers(): EarlyAnswers | undefined {
  return (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_GLOBAL];
}

/**
 * The early answer to this operation, taken once: a later request (a refetch) goes to the server.
 * None when the token has changed since (a sign-out or another sign-in in between).
 */
export function takeEarlyAnswer(
  operation: Pick<ApolloLink.Operation, 'operationName' | 'variables'>,
): Promise<ApolloLink.Result | null> | null {
  const early = earlyAnswers();
  if (!early || !operation.operationName) return null;
  const key = earlyQueryKey(operation.operationName, operation.variables);
  const answer = early.answers[key];
  if (!answer) return null;
  delete early.answers[key];
  return early.token === readAuthToken() ? answer : null;
}

/**
 * Answers a query index.html already sent with that request's answer, so the first data a page
 * needs is in flight before its code has loaded; any other operation, or an early query that
 * failed, goes on to the server.
 */
export const earlyAnswerLink = new ApolloLink((operation, forward) => {
  const answer = takeEarlyAnswer(operation);
  if (!answer) return forward(operation);
  return from(answer).pipe(mergeMap((result) => (result ? of(result) : forward(operation))));
});
