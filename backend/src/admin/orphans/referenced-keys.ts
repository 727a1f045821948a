import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppConfig } from '../../config/app-config.js';
import { type StoredObject } from '../../storage/object-storage.js';

/** The prefix every user file lives under; scans and deletions never look elsewhere. */
export const USER_FILES_PREFIX = 'users/';

/** Objects last modified at or before this moment are past the grace period. */
export function graceCutoff(config: AppConfig, now = Date.now()): number {
  return now - config.ORPHAN_GRACE_PERIOD_MINUTES * 60_000;
}

/**
 * Which of some storage keys a creation references (as its image or its thumbnail): one query
 * per batch, served by the two unique key indexes.
 */
@Injectable()
export class ReferencedKeys {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async among(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await this.dataSource.query(
      `SELECT image_key AS key FROM creations WHERE image_key = ANY($1::text[])
       UNION ALL
       SELECT thumbnail_key AS key FROM creations WHERE thumbnail_key = ANY($1::text[])`,
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  /**
   * The orphans among listed objects: referenced by no creation and last modified at or before
   * `cutoff`. The scan reports and "delete all" removes by this one rule.
   */
  async orphansAmong<T extends StoredObject>(objects: readonly T[], cutoff: number): Promise<T[]> {
    const referenced = await this.among(objects.map((object) => object.key));
    return objects.filter(
      (object) => !referenced.has(object.key) && object.lastModified.getTime() <= cutoff,
    );
  }
}
