import { AdminBootstrapService } from '../src/auth/admin-bootstrap.service.js';
import { UsersService } from '../src/auth/users.service.js';
import { STANDARD_ACCESS_LEVEL_ID } from '../src/database/seeds/reference-data.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../src/auth/administrators.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('administrator bootstrap', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates the administrator once and leaves it unchanged afterwards', async () => {
    const bootstrap = app.app.get(AdminBootstrapService);
    const email = `Boss-${Date.now()}@Example.com`;
    expect(await bootstrap.ensureAdministrator(email, 'secret-1')).toBe('created');
    expect(await bootstrap.ensureAdministrator(email.toLowerCase(), 'other-password')).toBe(
      'unchanged',
    );
    const user = await app.app.get(UsersService).findByEmail(email);
    expect(user?.accessLevelId).toBe(ADMINISTRATOR_ACCESS_LEVEL_ID);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('lets replicas starting together ensure the same administrator: one creates, none fails', async () => {
    const bootstrap = app.app.get(AdminBootstrapService);
    const email = `together-${Date.now()}@example.com`;
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => bootstrap.ensureAdministrator(email, 'secret-3')),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(2);
  });

  it('promotes an existing account without touching its password', async () => {
    const users = app.app.get(UsersService);
    const email = `member-${Date.now()}@example.com`;
    const member = await users.create({
      name: 'Member',
      email,
      password: 'secret-2',
      accessLevelId: STANDARD_ACCESS_LEVEL_ID,
    });
    expect(await app.app.get(AdminBootstrapService).ensureAdministrator(email, 'ignored')).toBe(
      'promoted',
    );
    const promoted = await users.findById(member.id);
    expect(promoted?.accessLevelId).toBe(ADMINISTRATOR_ACCESS_LEVEL_ID);
    expect(promoted?.passwordHash).toBe(member.passwordHash);
  });
});
