import { type SelectQueryBuilder } from 'typeorm';
import { type Creation } from './entities/creation.entity.js';

/**
 * The search as a tsquery, in SQL, from the parameter `param`. websearch_to_tsquery takes any text
 * without a syntax error ("quoted phrases", `or`, `-word`); a last word of two letters or more is
 * also matched as a prefix, so results follow the typing. The tsquery's text form ends in that
 * word's quoted lexeme, so appending `:*` stays valid; a search without any word is left as it is
 * (it matches nothing) rather than made into `:*`, which is not a tsquery.
 */
function tsquerySql(search: string, param: string): string {
  const query = `websearch_to_tsquery('simple', ${param})`;
  const lastWord = search.split(/\s+/).at(-1) ?? '';
  if (!/^[\p{L}\p{N}]{2,}$/u.test(lastWord)) return query;
  return `(CASE WHEN numnode(${query}) > 0 THEN (${query}::text || ':*')::tsquery ELSE ${query} END)`;
}

/** The expression creations_prompt_search_idx indexes (after user_id): keep the two identical. */
const promptVector = (alias: string) => `to_tsvector('simple', ${alias}.prompt)`;

/**
 * `query` (the caller's creations under `alias`) narrowed to prompts matching `search`: the
 * condition the GIN index answers, shared by the paged search below and the gallery's count.
 */
export function withPromptMatching(
  query: SelectQueryBuilder<Creation>,
  alias: string,
  search: string,
): SelectQueryBuilder<Creation> {
  return query.andWhere(`${promptVector(alias)} @@ ${tsquerySql(search, ':search')}`, { search });
}

/** Newest candidates read per row asked for before the index is used instead (see below). */
const WINDOW_PER_ROW = 20;
const WINDOW_MIN = 500;
const WINDOW_MAX = 2000;

/**
 * The ids of `candidates`' rows whose prompt matches `search`, newest first (created_at, id),
 * `skip` of them skipped and at most `take` kept. `candidates` holds the caller's other filters
 * under `alias`, with no order or selection of its own.
 *
 * Why two steps: the planner estimates how many rows match a word from statistics over every user,
 * so it walks the user's (created_at, id) index and tests each prompt when the word is common,
 * and it is right to when the word is common for this user too (10 matches in the newest 20
 * prompts). But a word common among other users and absent from this user's prompts (or only in
 * old ones) makes that walk test every one of their prompts: 100,000 to_tsvector calls, 490 ms.
 * So the walk is bounded: first the newest WINDOW candidates are tested (about 5 µs each); when
 * they hold enough matches, that is the answer (the matches among the newest candidates are the
 * newest matches). Otherwise the word is rare here, and all the user's matches are collected from
 * the (user_id, prompt) GIN index first (MATERIALIZED, so the planner cannot turn back into the
 * walk) and sorted: few rows, or at worst (a deep offset into a common word) every row of the user.
 */
export async function newestMatchingIds(
  candidates: SelectQueryBuilder<Creation>,
  alias: string,
  search: string,
  page: { skip: number; take: number },
): Promise<string[]> {
  const wanted = page.skip + page.take;
  const window = Math.min(Math.max(wanted * WINDOW_PER_ROW, WINDOW_MIN), WINDOW_MAX);
  const run = async (
    sql: string,
    parameters: unknown[],
    manager = candidates.connection.manager,
  ) => {
    const at = parameters.length;
    const rows: { id: string }[] = await manager.query(
      `${sql} ORDER BY created_at DESC, id DESC LIMIT $${at + 1} OFFSET $${at + 2}`,
      [...parameters, page.take, page.skip],
    );
    return rows.map((row) => row.id);
  };

  if (wanted <= window) {
    const [recent, parameters] = candidates
      .clone()
      .select(`${alias}.id`, 'id')
      .addSelect(`${alias}.createdAt`, 'created_at')
      .addSelect(`${alias}.prompt`, 'prompt')
      .orderBy(`${alias}.createdAt`, 'DESC')
      .addOrderBy(`${alias}.id`, 'DESC')
      .limit(window)
      .getQueryAndParameters();
    const tsquery = tsquerySql(search, `$${parameters.length + 1}`);
    const ids = await run(
      `SELECT id FROM (${recent}) AS recent WHERE ${promptVector('recent')} @@ ${tsquery}`,
      [...parameters, search],
    );
    if (ids.length === page.take) return ids;
  }

  const [matching, parameters] = withPromptMatching(
    candidates.clone().select(`${alias}.id`, 'id').addSelect(`${alias}.createdAt`, 'created_at'),
    alias,
    search,
  ).getQueryAndParameters();
  // Without parallel workers: the planner, expecting many matches, starts two more processes,
  // which cost more than they save at these sizes (34 ms against 19 ms for 1,758 of 8,600 rows on
  // the 2-core development machine) and are shared by every request of the server.
  return candidates.connection.transaction(async (manager) => {
    await manager.query('SET LOCAL max_parallel_workers_per_gather = 0');
    return run(
      `WITH matching AS MATERIALIZED (${matching}) SELECT id FROM matching`,
      parameters,
      manager,
    );
  });
}
