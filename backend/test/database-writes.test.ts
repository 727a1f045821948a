import { DataSource } from 'typeorm';
import { logWrites, tablesWrittenSince, writeMark } from './support/database-writes.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';

/** The write log the fuzz relies on to prove a refused request wrote nothing. */
describe('the test write log', () => {
  let database: IsolatedDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    db = new DataSource({ type: 'postgres', url: database.url });
    await db.initialize();
    await logWrites(db);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const addCategory = (category: string) =>
    db.query('INSERT INTO model_categories (category) VALUES ($1)', [category]);

  beforeAll(async () => {
    await db.query(
      `INSERT INTO users (name, email, password_hash, access_level_id)
       SELECT 'Writer', 'writer@example.com', 'x', min(id) FROM access_levels`,
    );
  });

  it('names each table a committed insert, update or delete changed', async () => {
    const mark = await writeMark(db);
    await addCategory('written');
    await db.query(`UPDATE users SET name = 'Renamed' WHERE email = 'writer@example.com'`);
    expect(await tablesWrittenSince(db, mark)).toEqual(['model_categories', 'users']);

    const later = await writeMark(db);
    await db.query(`DELETE FROM model_categories WHERE category = 'written'`);
    expect(await tablesWrittenSince(db, later)).toEqual(['model_categories']);
  });

  it('leaves out the tables the caller expects to change', async () => {
    const mark = await writeMark(db);
    await addCategory('allowed');
    expect(await tablesWrittenSince(db, mark, ['model_categories'])).toEqual([]);
  });

  it('sees no write in a rolled-back transaction or an update of updated_at alone', async () => {
    const mark = await writeMark(db);
    await db
      .transaction(async (manager) => {
        await manager.query(`INSERT INTO model_categories (category) VALUES ('rolled back')`);
        throw new Error('refused');
      })
      .catch(() => undefined);
    await db.query(`UPDATE users SET updated_at = now() + interval '1 minute'`);
    expect(await tablesWrittenSince(db, mark)).toEqual([]);
  });
});
