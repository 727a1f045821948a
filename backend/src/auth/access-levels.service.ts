import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { AccessLevel } from './entities/access-level.entity.js';

const CACHE_MS = 60_000;

/**
 * The handful of access levels, cached briefly in memory: every user field that shows a level
 * reads from here, so listing users never queries levels per row.
 */
@Injectable()
export class AccessLevelsService {
  private cache?: { at: number; levels: Promise<AccessLevel[]> };

  constructor(@InjectRepository(AccessLevel) private readonly levels: Repository<AccessLevel>) {}

  list(): Promise<AccessLevel[]> {
    if (!this.cache || Date.now() - this.cache.at > CACHE_MS) {
      const levels = this.levels.find({ order: { level: 'ASC' } });
      this.cache = { at: Date.now(), levels };
      levels.catch(() => (this.cache = undefined));
    }
    return this.cache.levels;
  }

  async byId(id: number): Promise<AccessLevel | undefined> {
    return (await this.list()).find((level) => level.id === id);
  }

  /** Refuses an access level id that names no level. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.byId(id))) {
      throw new ValidationFailedError(`Unknown access level ${id}`, { field: 'accessLevelId' });
    }
  }
}
