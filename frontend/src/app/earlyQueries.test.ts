import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { type DocumentNode, parse, print } from 'graphql';
import { earlyQueriesScript } from '../../build/earlyQueries';
import * as documents from '../graphql/generated/graphql';
import { EARLY_ANSWERS_GLOBAL, earlyQueryKey } from '../lib/earlyQueryKey';
import { AUTH_TOKEN_KEY } from '../lib/storageKeys';
import { creationsPageMock } from '../features/gallery/testing/galleryFixtures';
import { EARLY_QUERIES } from './earlyQueries';

/** A document's definitions, printed one by one, in name order (the order means nothing). */
const definitionsOf = (document: DocumentNode) =>
  document.definitions.map((definition) => print(definition)).sort();

const script = earlyQueriesScript(path.resolve(__dirname, '..'));

interface Sent {
  headers: Record<string, string>;
  body: { operationName: string; variables: Record<string, unknown>; query: string };
}

/** Runs index.html's script as a page at `pathName` would, with `token` stored (or none). */
function runScript(pathName: string, token: string | null) {
  const sent: Sent[] = [];
  const page: Record<string, unknown> = {};
  const storage = { getItem: (key: string) => (key === AUTH_TOKEN_KEY ? token : null) };
  const fetch = (url: string, init: { headers: Record<string, string>; body: string }) => {
    expect(url).toBe('/graphql');
    sent.push({ headers: init.headers, body: JSON.parse(init.body) as Sent['body'] });
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ data: {} }) });
  };
  new Function('localStorage', 'location', 'fetch', 'window', script)(
    storage,
    { pathname: pathName },
    fetch,
    page,
  );
  return { sent, answers: page[EARLY_ANSWERS_GLOBAL] as { token: string; answers: object } };
}

describe("index.html's early queries", () => {
  it('sends nothing without a stored token', () => {
    const { sent, answers } = runScript('/dashboard', null);
    expect(sent).toEqual([]);
    expect(answers).toBeUndefined();
  });

  it('sends the signed-in user on every page, with the stored token', () => {
    const { sent, answers } = runScript('/credits', 'token-a');
    expect(sent.map((s) => s.body.operationName)).toEqual(['Me']);
    expect(sent[0].headers.Authorization).toBe('Bearer token-a');
    expect(answers.token).toBe('token-a');
    expect(Object.keys(answers.answers)).toEqual([earlyQueryKey('Me')]);
  });

  it("sends the dashboard's first queries on the dashboard, with their variables", () => {
    const { sent } = runScript('/dashboard/', 'token-a');
    expect(sent.map((s) => [s.body.operationName, s.body.variables])).toEqual(
      [...EARLY_QUERIES['*'], ...EARLY_QUERIES['/dashboard']].map((q) => [
        q.operationName,
        q.variables ?? {},
      ]),
    );
  });

  it("sends the gallery's folders and its first page on the gallery, as the gallery asks them", () => {
    const { sent } = runScript('/gallery', 'token-a');
    expect(sent.map((s) => s.body.operationName)).toEqual([
      'Me',
      'GalleryFolders',
      'GalleryCreations',
    ]);
    // What the gallery's own tests answer its first request with: the unfiltered "all images" tab.
    expect(sent[2].body.variables).toEqual(creationsPageMock([]).request.variables);
  });

  it('sends each query as the app does: its document, fragments and __typename alike', () => {
    const sent = [
      ...runScript('/dashboard', 'token-a').sent,
      ...runScript('/gallery', 'token-a').sent,
    ];
    for (const { body } of sent) {
      const document = (documents as unknown as Record<string, DocumentNode>)[
        `${body.operationName}Document`
      ];
      expect(definitionsOf(parse(body.query))).toEqual(
        definitionsOf(addTypenameToDocument(document)),
      );
    }
  });
});
