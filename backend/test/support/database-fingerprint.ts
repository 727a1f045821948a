import { type DataSource } from 'typeorm';

/** A digest per table of the public schema: equal digests, no write. */
export type DatabaseFingerprint = Record<string, string>;

/** Tables the migrations runner owns, not the app. */
const IGNORED_TABLES = new Set(['migrations', 'typeorm_metadata']);

let tableNames: Promise<string[]> | undefined;

/** Every table a request can write (the reference tables too: administrators edit them). */
function writableTables(db: DataSource): Promise<string[]> {
  tableNames ??= db
    .query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
    .then((rows: { name: string }[]) =>
      rows.map((row) => row.name).filter((name) => !IGNORED_TABLES.has(name)),
    );
  return tableNames;
}

/**
 * A digest of every row of every table, in one statement: the row count and a sum of row hashes
 * (no sort needed). `updated_at` is left out: touching a row without changing it is no write.
 */
export async function fingerprint(db: DataSource): Promise<DatabaseFingerprint> {
  const digests = (await writableTables(db)).map(
    (table) =>
      `(SELECT count(*) || ':' || coalesce(sum(hashtextextended((to_jsonb(t) - 'updated_at')::text, 0)), 0)
        FROM "${table}" t) AS "${table}"`,
  );
  const [row] = (await db.query(`SELECT ${digests.join(', ')}`)) as DatabaseFingerprint[];
  return row;
}

/** The tables whose digest differs, leaving out those the caller expects to change. */
export function changedTables(
  before: DatabaseFingerprint,
  after: DatabaseFingerprint,
  allowed: readonly string[] = [],
): string[] {
  return Object.keys(after).filter(
    (table) => before[table] !== after[table] && !allowed.includes(table),
  );
}
