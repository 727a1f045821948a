import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessLevelsService } from '../../auth/access-levels.service.js';
import { User } from '../../auth/entities/user.entity.js';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { decodeCursorParts, encodeCursorParts } from '../../common/pagination/cursor.js';
import { isUuid } from '../../common/validation/uuid.js';
import { CreditsService } from '../../credits/credits.service.js';
import { ADMIN_ACCESS_LEVEL_ID } from '../../database/seeds/reference-data.js';
import { OrphanFilesService } from '../orphans/orphan-files.service.js';
import { LastAdministratorError } from './admin-users.errors.js';
import { type AdminUserPage } from './dto/admin-user.types.js';
import { containsPattern } from '../../common/sql/contains-pattern.js';

/** created_at as PostgreSQL prints it: `2026-01-31 12:34:56.123456+00`. */
const POSTGRES_TIMESTAMPTZ =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

/** True for a real moment in that form; anything else would make PostgreSQL fail the query. */
function isPostgresTimestamp(text: unknown): text is string {
  const match = typeof text === 'string' ? POSTGRES_TIMESTAMPTZ.exec(text) : null;
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const isCalendarDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return year >= 1 && isCalendarDay && hour < 24 && minute < 60 && second < 60;
}

const isUserCursorParts = (parts: unknown[]): parts is [string, string] =>
  parts.length === 2 && isPostgresTimestamp(parts[0]) && isUuid(parts[1]);

/**
 * Users as administrators manage them. The last administrator can be neither demoted nor
 * deleted: both lock every administrator row first, so two administrators removing each other
 * at the same moment cannot leave none.
 */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger('AdminUsers');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accessLevels: AccessLevelsService,
    private readonly credits: CreditsService,
    private readonly orphans: OrphanFilesService,
  ) {}

  /** Newest first; `search` matches name or email. */
  async list(search: string | undefined, first: number, after?: string): Promise<AdminUserPage> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('account')
      .addSelect('account.created_at::text', 'cursor_at');
    if (search) {
      query.andWhere('(account.name ILIKE :pattern OR account.email ILIKE :pattern)', {
        pattern: containsPattern(search),
      });
    }
    const totalCount = await query.clone().getCount();
    if (after) {
      // Keyset on created_at as PostgreSQL prints it: a JavaScript Date would drop microseconds.
      const [createdAt, id] = decodeCursorParts(after, isUserCursorParts);
      query.andWhere('(account.createdAt, account.id) < (:createdAt::timestamptz, :id::uuid)', {
        createdAt,
        id,
      });
    }
    const { entities, raw } = await query
      .orderBy('account.createdAt', 'DESC')
      .addOrderBy('account.id', 'DESC')
      .take(first + 1)
      .getRawAndEntities<{ cursor_at: string; account_id: string }>();
    const items = entities.slice(0, first);
    const last = items.at(-1);
    const lastRaw = last && raw.find((row) => row.account_id === last.id);
    return {
      items,
      totalCount,
      nextCursor:
        entities.length > first && last && lastRaw
          ? encodeCursorParts([lastRaw.cursor_at, last.id])
          : null,
    };
  }

  async get(userId: string): Promise<User> {
    const user = isUuid(userId)
      ? await this.dataSource.getRepository(User).findOneBy({ id: userId })
      : null;
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  async setAccessLevel(userId: string, accessLevelId: number): Promise<User> {
    await this.accessLevels.assertExists(accessLevelId);
    await this.get(userId);
    await this.dataSource.transaction(async (manager) => {
      if (accessLevelId !== ADMIN_ACCESS_LEVEL_ID)
        await this.assertNotLastAdministrator(manager, userId);
      await manager.update(User, { id: userId }, { accessLevelId });
    });
    return this.get(userId);
  }

  /**
   * Deletes the account and, through the foreign keys, its folders, creations, generations,
   * favorites and ledger; then queues the removal of its stored files.
   */
  async delete(userId: string): Promise<void> {
    await this.get(userId);
    await this.dataSource.transaction(async (manager) => {
      await this.assertNotLastAdministrator(manager, userId);
      const result = await manager.delete(User, { id: userId });
      if (!result.affected) throw new NotFoundError('User not found');
    });
    await this.orphans.deleteUserFiles(userId).catch((error: unknown) => {
      // The rows are gone either way: their files are orphans the next scan reports.
      this.logger.warn(`Could not queue the removal of ${userId}'s files: ${String(error)}`);
    });
  }

  /** Adds credits to a user's balance with a ledger row of kind grant naming the administrator. */
  async grantCredits(
    userId: string,
    amount: number,
    administratorId: string,
    note?: string | null,
  ): Promise<User> {
    await this.get(userId);
    await this.credits.grant({ userId, amount, administratorId, note });
    return this.get(userId);
  }

  /** Refuses when the user is the only administrator; locks the administrators until commit. */
  private async assertNotLastAdministrator(manager: EntityManager, userId: string) {
    const admins: { id: string }[] = await manager.query(
      'SELECT id FROM users WHERE access_level_id = $1 ORDER BY id FOR UPDATE',
      [ADMIN_ACCESS_LEVEL_ID],
    );
    if (admins.some((admin) => admin.id === userId) && admins.length <= 1)
      throw new LastAdministratorError();
  }
}
