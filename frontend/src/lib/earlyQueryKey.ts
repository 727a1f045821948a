// Plain values, without Apollo: the build writes index.html's early queries with them
// (frontend/build/earlyQueries.ts) and the app's client takes their answers (earlyAnswers.ts).

/** Where index.html leaves the answers on `window`. */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/** The key of one query's answer: its operation and its variables. */
export function earlyQueryKey(operationName: string, variables?: Record<string, unknown>): string {
  return `${operationName} ${JSON.stringify(variables ?? {})}`;
}
