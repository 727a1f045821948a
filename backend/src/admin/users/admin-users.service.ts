import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccessLevelsService } from '../../auth/access-levels.service.js';
import { User } from '../../auth/entities/user.entity.js';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { keysetPage } from '../../common/pagination/keyset.js';
import { isUuid } from '../../common/validation/uuid.js';
import { CreditsService } from '../../credits/credits.service.js';
import { ADMINISTRATOR_ACCESS_LEVEL_ID } from '../../auth/administrators.js';
import { OrphanFilesService } from '../orphans/orphan-files.service.js';
import { LastAdministratorError } from './admin-users.errors.js';
import { type AdminUserPage } from './dto/admin-user.types.js';
import { containsPattern } from '../../common/sql/contains-pattern.js';

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
    const query = this.dataSource.getRepository(User).createQueryBuilder('account');
    if (search) {
      query.andWhere('(account.name ILIKE :pattern OR account.email ILIKE :pattern)', {
        pattern: containsPattern(search),
      });
    }
    const totalCount = await query.clone().getCount();
    return { ...(await keysetPage(query, 'account', { first, after })), totalCount };
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
      if (accessLevelId !== ADMINISTRATOR_ACCESS_LEVEL_ID)
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
      [ADMINISTRATOR_ACCESS_LEVEL_ID],
    );
    if (admins.some((admin) => admin.id === userId) && admins.length <= 1)
      throw new LastAdministratorError();
  }
}
