import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { keysetPage } from '../../common/pagination/keyset.js';
import { isUuid } from '../../common/validation/uuid.js';
import { Generation } from '../../generation/entities/generation.entity.js';
import { type AdminGeneration, type AdminGenerationPage } from './dto/admin-generation.types.js';

/** Every user's generations for administrators, newest first (served by generations_created_idx). */
@Injectable()
export class AdminGenerationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(first: number, after?: string, userId?: string): Promise<AdminGenerationPage> {
    if (userId !== undefined && !isUuid(userId))
      return { items: [], nextCursor: null, hasMore: false };
    const query = this.dataSource
      .getRepository(Generation)
      .createQueryBuilder('generation')
      .leftJoin(User, 'owner', 'owner.id = generation.userId')
      .addSelect(['owner.name', 'owner.email']);
    if (userId) query.andWhere('generation.userId = :userId', { userId });
    return keysetPage(query, 'generation', { first, after }, (generation, row): AdminGeneration =>
      Object.assign(generation, {
        userName: (row.owner_name as string | null) ?? null,
        userEmail: (row.owner_email as string | null) ?? null,
      }),
    );
  }
}
