import { type DataSource } from 'typeorm';

/** Where the triggers log each write: one row per row written, in the writing transaction. */
const WRITE_LOG = 'test_write_log';

/** Tables the migrations runner owns, not the app, and the log itself. */
const IGNORED_TABLES = new Set(['migrations', 'typeorm_metadata', WRITE_LOG]);

/** A point in the write log: the writes after it are those `tablesWrittenSince` names. */
export type WriteMark = string;

/**
 * Installs, in a test's own database, triggers that log every row an INSERT, UPDATE or DELETE
 * changes, in every table a request can write (the reference tables too: administrators edit
 * them). An UPDATE that only moves `updated_at` changes nothing and is not logged. The log row is
 * written by the writing transaction, so a write rolled back leaves none; reading what changed is
 * one indexed read, where a digest of every row of every table scans the whole database.
 */
export async function logWrites(db: DataSource): Promise<void> {
  const tables = (
    (await db.query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as { name: string }[]
  )
    .map((row) => row.name)
    .filter((name) => !IGNORED_TABLES.has(name));
  await db.query(`CREATE TABLE ${WRITE_LOG} (id bigserial PRIMARY KEY, table_name text NOT NULL)`);
  await db.query(
    `CREATE FUNCTION ${WRITE_LOG}_add() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO ${WRITE_LOG} (table_name) VALUES (TG_TABLE_NAME);
       RETURN NULL;
     END $$`,
  );
  for (const table of tables) {
    await db.query(
      `CREATE TRIGGER ${WRITE_LOG}_insert_delete AFTER INSERT OR DELETE ON "${table}"
       FOR EACH ROW EXECUTE FUNCTION ${WRITE_LOG}_add()`,
    );
    await db.query(
      `CREATE TRIGGER ${WRITE_LOG}_update AFTER UPDATE ON "${table}" FOR EACH ROW
       WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at'))
       EXECUTE FUNCTION ${WRITE_LOG}_add()`,
    );
  }
}

/**
 * The log's end now: every row written from here on has a later id (a write begun before it and
 * committed after may not: it is not the caller's).
 */
export async function writeMark(db: DataSource): Promise<WriteMark> {
  const [{ id }] = (await db.query(
    `SELECT coalesce(max(id), 0)::text AS id FROM ${WRITE_LOG}`,
  )) as { id: string }[];
  return id;
}

/** The tables written since `mark`, leaving out those the caller expects to change. */
export async function tablesWrittenSince(
  db: DataSource,
  mark: WriteMark,
  allowed: readonly string[] = [],
): Promise<string[]> {
  const rows = (await db.query(
    `SELECT DISTINCT table_name AS name FROM ${WRITE_LOG} WHERE id > $1::bigint ORDER BY 1`,
    [mark],
  )) as { name: string }[];
  return rows.map((row) => row.name).filter((name) => !allowed.includes(name));
}
