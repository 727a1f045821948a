import { onServer, serverUrl } from './test-database.mjs';

export default async function globalTeardown() {
  const name = process.env.TEST_DATABASE_NAME;
  if (!name) return;
  await onServer(serverUrl(), (client) =>
    client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
