import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { ObjectStorage, type StoredObject } from '../../storage/object-storage.js';
import { isProgressReport, type JobProgressReport } from '../jobs/job-progress.js';
import { type OrphanDeleteFailure, type OrphanDeleteResult } from './dto/orphan-files.types.js';
import { graceCutoff, ReferencedKeys, USER_FILES_PREFIX } from './referenced-keys.js';

export type OrphanDeleteJobData =
  /** The keys an administrator selected from a report. */
  | { mode: 'keys'; keys: string[] }
  /** Every orphan in storage at the time of deletion. */
  | { mode: 'all' }
  /** Every unreferenced file of a deleted user (no grace period: the account is gone). */
  | { mode: 'user'; userId: string };

/** Keys re-checked (one database query) and deleted per step. */
const BATCH_SIZE = 200;
const MAX_LISTED_FAILURES = 100;

export const REFERENCED = 'referenced by a creation';
export const TOO_NEW = 'newer than the grace period';
export const NOT_FOUND = 'not found';
export const OUTSIDE_USER_FILES = 'not a user file';

/**
 * Progress is also the job's checkpoint: how far it got, its counters, and the step in flight
 * (keys it was deleting), so a job that runs again after its worker died carries on where it was
 * and counts the in-flight keys it had already deleted as deleted, not as missing.
 */
interface DeleteCheckpoint extends JobProgressReport {
  deleted: number;
  failed: number;
  failures: OrphanDeleteFailure[];
  /** Mode keys: index where the step in flight ends. Walks: the listing token to resume from. */
  inFlightEnd?: number;
  token?: string;
  inFlightKeys?: string[];
}

function isCheckpoint(value: unknown): value is DeleteCheckpoint {
  return (
    isProgressReport(value) &&
    typeof (value as DeleteCheckpoint).deleted === 'number' &&
    Array.isArray((value as DeleteCheckpoint).failures)
  );
}

/**
 * Deletes orphan files, re-checking every key at the moment of deletion: still unreferenced by
 * any creation, and (except for a deleted user's files) still older than the grace period. A
 * report is never trusted on its own.
 */
@Injectable()
export class OrphanDeleteRunner {
  private readonly logger = new Logger('OrphanDelete');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly referenced: ReferencedKeys,
    private readonly config: AppConfig,
  ) {}

  async run(
    data: OrphanDeleteJobData,
    previous: unknown,
    report: (progress: DeleteCheckpoint) => Promise<void>,
  ): Promise<OrphanDeleteResult> {
    const checkpoint: DeleteCheckpoint = isCheckpoint(previous)
      ? previous
      : { done: 0, total: 0, deleted: 0, failed: 0, failures: [] };
    if (data.mode === 'keys') await this.deleteKeys(data.keys, checkpoint, report);
    else if (data.mode === 'all')
      await this.deleteWalk(USER_FILES_PREFIX, true, checkpoint, report);
    else if (await this.userExists(data.userId)) {
      this.logger.warn(`User ${data.userId} exists again; their files are left alone`);
    } else {
      await this.deleteWalk(`${USER_FILES_PREFIX}${data.userId}/`, false, checkpoint, report);
    }
    this.logger.log(
      { mode: data.mode, deleted: checkpoint.deleted, failed: checkpoint.failed },
      'orphan files deleted',
    );
    return {
      totalDeleted: checkpoint.deleted,
      totalFailed: checkpoint.failed,
      failures: checkpoint.failures,
    };
  }

  private async deleteKeys(
    keys: string[],
    checkpoint: DeleteCheckpoint,
    report: (progress: DeleteCheckpoint) => Promise<void>,
  ) {
    const resumedEnd = checkpoint.inFlightEnd ?? checkpoint.done;
    checkpoint.total = keys.length;
    for (let start = checkpoint.done; start < keys.length; start += BATCH_SIZE) {
      const end = Math.min(start + BATCH_SIZE, keys.length);
      await report({ ...checkpoint, done: start, inFlightEnd: end });
      const batch = keys.slice(start, end);
      const candidates = batch.filter((key) => key.startsWith(USER_FILES_PREFIX));
      const referenced = await this.referenced.among(candidates);
      const cutoff = graceCutoff(this.config);
      for (const [offset, key] of batch.entries()) {
        if (!key.startsWith(USER_FILES_PREFIX)) this.fail(checkpoint, key, OUTSIDE_USER_FILES);
        else if (referenced.has(key)) this.fail(checkpoint, key, REFERENCED);
        else {
          const object = await this.find(key);
          // Deleted by this job before its worker died: already done.
          if (!object && start + offset < resumedEnd) checkpoint.deleted++;
          else if (!object) this.fail(checkpoint, key, NOT_FOUND);
          else if (object.lastModified.getTime() > cutoff) this.fail(checkpoint, key, TOO_NEW);
          else await this.remove(checkpoint, key);
        }
      }
      checkpoint.done = end;
      checkpoint.inFlightEnd = undefined;
      await report({ ...checkpoint });
    }
  }

  /** Walks a prefix and deletes every unreferenced object (older than the grace period if asked). */
  private async deleteWalk(
    prefix: string,
    honourGracePeriod: boolean,
    checkpoint: DeleteCheckpoint,
    report: (progress: DeleteCheckpoint) => Promise<void>,
  ) {
    // Keys of the step in flight when the worker died and that are gone now were deleted by it.
    for (const key of checkpoint.inFlightKeys ?? []) {
      if (await this.find(key)) continue;
      checkpoint.deleted++;
    }
    checkpoint.inFlightKeys = undefined;
    let token = checkpoint.token;
    do {
      const page = await this.storage.list(prefix, BATCH_SIZE, token);
      const cutoff = honourGracePeriod ? graceCutoff(this.config) : Infinity;
      const doomed = await this.referenced.orphansAmong(page.objects, cutoff);
      await report({ ...checkpoint, inFlightKeys: doomed.map((object) => object.key) });
      for (const object of doomed) await this.remove(checkpoint, object.key);
      checkpoint.done += page.objects.length;
      checkpoint.total = checkpoint.done;
      token = page.nextToken;
      checkpoint.token = token;
      await report({ ...checkpoint });
    } while (token);
  }

  /** The object itself (its listing is the one driver-neutral way to read its age). */
  private async find(key: string): Promise<StoredObject | undefined> {
    const { objects } = await this.storage.list(key, 1);
    return objects.find((object) => object.key === key);
  }

  private async remove(checkpoint: DeleteCheckpoint, key: string) {
    try {
      await this.storage.delete(key);
      checkpoint.deleted++;
    } catch (error) {
      this.fail(checkpoint, key, error instanceof Error ? error.message : String(error));
    }
  }

  private fail(checkpoint: DeleteCheckpoint, key: string, reason: string) {
    checkpoint.failed++;
    if (checkpoint.failures.length < MAX_LISTED_FAILURES) checkpoint.failures.push({ key, reason });
  }

  private async userExists(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [
      userId,
    ]);
    return rows.length > 0;
  }
}
