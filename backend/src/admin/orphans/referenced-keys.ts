import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The prefix every user file lives under; scans and deletions never look elsewhere. */
export const USER_FILES_PREFIX = 'users/';

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
}
