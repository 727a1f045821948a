/**
 * Administrator accounts from the command line (run through `npm run admin -- ...`, which supplies
 * DATABASE_URL for a local installation):
 *   create <email> [name]   creates an administrator (password from ADMIN_PASSWORD, else prompted)
 *   promote <email>         gives an existing account the administrator level
 */
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { AdminBootstrapService } from '../auth/admin-bootstrap.service.js';
import { User } from '../auth/entities/user.entity.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { CreditsService } from '../credits/credits.service.js';
import { UsersService } from '../auth/users.service.js';
import { createDataSource } from '../database/data-source.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../auth/administrators.js';

const USAGE = 'Usage: npm run admin -- create <email> [name]  |  npm run admin -- promote <email>';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await prompt.question('Password (at least 6 characters): ');
  prompt.close();
  return password;
}

async function main(): Promise<number> {
  const [command, email, ...nameParts] = process.argv.slice(2);
  if (!['create', 'promote'].includes(command ?? '') || !email) {
    console.error(USAGE);
    return 2;
  }
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is required');
    return 2;
  }
  const dataSource = createDataSource(process.env.DATABASE_URL, 1);
  await dataSource.initialize();
  try {
    const users = new UsersService(
      dataSource.getRepository(User),
      new PasswordHasher(),
      new CreditsService(dataSource),
    );
    if (command === 'promote') {
      const user = await users.findByEmail(email);
      if (!user) {
        console.error(`No account with the email ${email}`);
        return 1;
      }
      await users.setAccessLevel(user.id, ADMINISTRATOR_ACCESS_LEVEL_ID);
      console.log(`${user.email} is now an administrator`);
      return 0;
    }
    const password = await readPassword();
    if (password.length < 6) {
      console.error('Password must be at least 6 characters');
      return 1;
    }
    const outcome = await new AdminBootstrapService(users).ensureAdministrator(
      email,
      password,
      nameParts.join(' ') || 'Administrator',
    );
    console.log(
      {
        created: `Administrator ${email} created`,
        promoted: `${email} existed and is now an administrator (password unchanged)`,
        unchanged: `${email} is already an administrator (password unchanged)`,
      }[outcome],
    );
    return 0;
  } finally {
    await dataSource.destroy();
  }
}

process.exitCode = await main();
