import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import { isUuid } from '../../common/validation/uuid.js';
import { Generation } from '../../generation/entities/generation.entity.js';
import { type AdminGeneration, type AdminGenerationPage } from './dto/admin-generation.types.js';

/** Every user's generations for administrators, newest first (served by generations_created_idx). */
@Injectable()
export class AdminGenerationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(first: number, after?: string, userId?: string): Promise<AdminGenerationPage> {
    if (userId !== undefined && !isUuid(userId)) return { items: [], nextCursor: null };
    const query = this.dataSource
      .getRepository(Generation)
      .createQueryBuilder('generation')
      .leftJoin(User, 'owner', 'owner.id = generation.userId')
      .addSelect(['owner.name', 'owner.email'])
      .orderBy('generation.createdAt', 'DESC')
      .addOrderBy('generation.id', 'DESC')
      .take(first + 1);
    if (userId) query.andWhere('generation.userId = :userId', { userId });
    if (after) {
      const position = decodeCursor(after);
      query.andWhere('(generation.createdAt, generation.id) < (:createdAt, :id)', position);
    }
    const { entities, raw } = await query.getRawAndEntities<{
      generation_id: string;
      owner_name: string | null;
      owner_email: string | null;
    }>();
    const owners = new Map(raw.map((row) => [row.generation_id, row]));
    const items = entities.slice(0, first).map((generation): AdminGeneration =>
      Object.assign(generation, {
        userName: owners.get(generation.id)?.owner_name ?? null,
        userEmail: owners.get(generation.id)?.owner_email ?? null,
      }),
    );
    const last = items.at(-1);
    return { items, nextCursor: entities.length > first && last ? encodeCursor(last) : null };
  }
}
