/**
 * Prints the SQL that would bring the database at DATABASE_URL in line with the entities: paste it
 * into a new migration. Usage: DATABASE_URL=... node backend/dist/cli/print-schema-diff.js
 */
import 'reflect-metadata';
import { createDataSource } from '../database/data-source.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const dataSource = createDataSource(url, 1);
await dataSource.initialize();
await dataSource.runMigrations();
const sql = await dataSource.driver.createSchemaBuilder().log();
for (const query of sql.upQueries) console.log(`await queryRunner.query(\`${query.query}\`);`);
console.log('-- down --');
for (const query of sql.downQueries.reverse())
  console.log(`await queryRunner.query(\`${query.query}\`);`);
await dataSource.destroy();
