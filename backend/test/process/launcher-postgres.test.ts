import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { providePostgres, type ProvidedPostgres } from '../../../scripts/lib/postgres.mjs';

/** Listens on 127.0.0.1 at a port the system chose, as another program holding it would. */
async function takenPort(): Promise<net.Server> {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  return holder;
}

/**
 * The launcher's embedded PostgreSQL (npm start and npm test on a machine without DATABASE_URL):
 * two runs started side by side can both find the same port free before either server binds it.
 */
describe("the launcher's embedded PostgreSQL", () => {
  let dataDir: string;
  let holder: net.Server;
  let postgres: ProvidedPostgres | undefined;

  beforeAll(async () => {
    // The server runs as user postgres when we are root: it must enter this folder.
    dataDir = mkdtempSync(path.join(tmpdir(), 'launcher-postgres-'));
    chmodSync(dataDir, 0o755);
    holder = await takenPort();
  });
  afterAll(async () => {
    await postgres?.stop();
    await new Promise((resolve) => holder.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on another port when its port is taken before it binds it', async () => {
    const taken = (holder.address() as net.AddressInfo).port;
    postgres = await providePostgres({ dataDir, firstPort: taken, log: () => {} });

    expect(new URL(postgres.url).port).not.toBe(String(taken));
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      expect((await client.query('SELECT current_database() AS name')).rows).toEqual([
        { name: 'studio' },
      ]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
