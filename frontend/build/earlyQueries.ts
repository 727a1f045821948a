import type { Plugin } from 'vite';
import { EARLY_QUERIES, type EarlyQuery } from '../src/app/earlyQueries';
import { EARLY_ANSWERS_GLOBAL, earlyQueryKey } from '../src/lib/earlyQueryKey';
import { AUTH_TOKEN_KEY } from '../src/lib/storageKeys';
import { clientOperations } from './clientOperations';

/**
 * The script index.html runs before the app's code: with a stored token, it sends the queries the
 * opened path waits for first and leaves their answers (null where one failed) on `window`.
 * Written out in plain ES5, since it runs as the page is parsed, untranspiled.
 */
export function earlyQueriesScript(srcDir: string): string {
  const operations = new Map(clientOperations([srcDir]).map(({ name, source }) => [name, source]));
  const operationText = (operationName: string) => {
    const source = operations.get(operationName);
    if (!source) throw new Error(`Early query ${operationName}: no such operation in src/`);
    return source;
  };
  const byPath: Record<string, { key: string; body: string }[]> = {};
  for (const [pathName, queries] of Object.entries(EARLY_QUERIES))
    byPath[pathName] = queries.map(({ operationName, variables }: EarlyQuery) => ({
      key: earlyQueryKey(operationName, variables),
      body: JSON.stringify({
        operationName,
        variables: variables ?? {},
        query: operationText(operationName),
      }),
    }));
  return `(function () {
  try {
    var token = localStorage.getItem(${JSON.stringify(AUTH_TOKEN_KEY)});
    if (!token) return;
    var byPath = ${JSON.stringify(byPath)};
    var queries = byPath['*'].concat(byPath[location.pathname.replace(/\\/$/, '')] || []);
    var answers = {};
    queries.forEach(function (query) {
      answers[query.key] = fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token },
        body: query.body,
      })
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; });
    });
    window[${JSON.stringify(EARLY_ANSWERS_GLOBAL)}] = { token: token, answers: answers };
  } catch (error) {
    // No storage (a private window) or no fetch: the app asks for itself.
  }
})();`;
}

/** Where index.html takes the script: before the stylesheets, which an inline script waits for. */
export const EARLY_QUERIES_PLACEHOLDER = '<!-- early queries -->';

/** Puts the early queries' script into index.html, where the placeholder stands. */
export function earlyQueries(srcDir: string): Plugin {
  return {
    name: 'early-queries',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(EARLY_QUERIES_PLACEHOLDER))
          throw new Error(`index.html has no ${EARLY_QUERIES_PLACEHOLDER} placeholder`);
        return html.replace(
          EARLY_QUERIES_PLACEHOLDER,
          `<script>${earlyQueriesScript(srcDir)}</script>`,
        );
      },
    },
  };
}
