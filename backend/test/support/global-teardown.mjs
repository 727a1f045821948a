import { onServer, serverUrl } from './test-database.mjs';
import { deleteKeysStartingWith } from './test-redis.mjs';

export default async function globalTeardown() {
  const name = process.env.TEST_DATABASE_NAME;
  if (!name) return;
  await onServer(serverUrl(), async (client) => {
    // Databases of tests that needed one of their own (support/isolated-database.ts), if left.
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`${name}_`],
    );
    for (const row of rows)
      await client.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
  // Every Redis prefix of the run is its id and more (global-setup.mjs).
  await deleteKeysStartingWith(process.env.TEST_REDIS_URL, `${process.env.TEST_RUN_ID}_`);
}
