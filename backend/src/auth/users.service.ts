import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../common/errors/postgres-errors.js';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError } from '../common/errors/domain-errors.js';
import { CreditsService } from '../credits/credits.service.js';
import { EntityRowReader, sqlPool } from '../database/sql-pool.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  accessLevelId: number;
  /** Accounts an operator opens for a known address (the bootstrap administrator) start verified. */
  emailVerified?: boolean;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  private reader?: EntityRowReader<User>;

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
    private readonly credits: CreditsService,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: normalizeEmail(email) } });
  }

  /**
   * Runs on every authenticated request (the JWT strategy), so it is one plain statement read
   * straight into a User rather than a query-builder find.
   */
  async findById(id: string): Promise<User | null> {
    const dataSource = this.users.manager.connection;
    this.reader ??= new EntityRowReader(dataSource, User);
    const { rows } = await sqlPool(dataSource).query<Record<string, unknown>>({
      name: 'users.findById',
      text: `SELECT ${this.reader.columns} FROM users WHERE id = $1`,
      values: [id],
    });
    return rows.length ? this.reader.toEntity(rows[0]) : null;
  }

  /**
   * Whether another account uses the address, or may take it back: an address an email change
   * replaced stays its owner's while the mailed link to undo the change works, so nobody can sign
   * up with it to stand in the way.
   */
  async addressInUse(email: string, exceptUserId?: string): Promise<boolean> {
    const [row]: { taken: boolean }[] = await this.users.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2)
           OR EXISTS (SELECT 1 FROM account_links WHERE purpose = 'email_change_undo'
                        AND email = $1 AND used_at IS NULL AND expires_at > now()
                        AND user_id IS DISTINCT FROM $2) AS taken`,
      [normalizeEmail(email), exceptUserId ?? null],
    );
    return row.taken;
  }

  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await this.addressInUse(email)) {
      throw new ConflictError(EMAIL_TAKEN);
    }
    const passwordHash = await this.hasher.hash(input.password);
    try {
      // The account opens at zero and the welcome credits are a ledger movement like any other.
      return await this.users.manager.transaction(async (manager) => {
        const user = await manager.save(
          manager.create(User, {
            name: input.name.trim(),
            email,
            passwordHash,
            accessLevelId: input.accessLevelId,
            creditBalance: 0,
            emailVerifiedAt: input.emailVerified ? new Date() : null,
          }),
        );
        await this.credits.welcome(manager, user.id);
        user.creditBalance = await this.credits.balance(user.id, manager);
        return user;
      });
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides.
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  }

  async setAccessLevel(userId: string, accessLevelId: number): Promise<void> {
    await this.users.update({ id: userId }, { accessLevelId });
  }
}
