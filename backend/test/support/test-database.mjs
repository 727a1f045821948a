// Plain ESM (no TypeScript): jest loads global setup and teardown outside its ESM transform.
import pg from 'pg';

/** The server tests create their databases on: TEST_PG_URL, else DATABASE_URL, else the local one. */
export function serverUrl() {
  return (
    process.env.TEST_PG_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function onServer(url, work) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
