import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConflictError } from '../common/errors/domain-errors.js';
import { NEW_USER_CREDITS } from '../database/seeds/reference-data.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  accessLevelId: number;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly hasher: PasswordHasher,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOne({ where: { email: normalizeEmail(email) } });
  }

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await this.users.exists({ where: { email } })) {
      throw new ConflictError('An account with this email already exists');
    }
    const user = this.users.create({
      name: input.name.trim(),
      email,
      passwordHash: await this.hasher.hash(input.password),
      accessLevelId: input.accessLevelId,
      creditBalance: NEW_USER_CREDITS,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides.
      if ((error as { code?: string }).code === '23505') {
        throw new ConflictError('An account with this email already exists');
      }
      throw error;
    }
  }

  async setAccessLevel(userId: string, accessLevelId: number): Promise<void> {
    await this.users.update({ id: userId }, { accessLevelId });
  }
}
