import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../common/validation/uuid.js';
import { ProviderError } from '../provider/provider.errors.js';

/** An image's width and height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** One upload this server made to the provider for a user. */
export interface UploadRecord extends ImageSize {
  imageUUID: string;
  /** The user's saved image the upload was made from, when it was one. */
  sourceCreationId?: string;
}

/**
 * How long an upload is reused after it was last handed to the provider. The provider deletes an
 * uploaded image 30 days after its last use (Runware's image-upload docs); the
 * margin covers a use the provider may not count as one (a task it refused) and clock drift. A
 * stale imageUUID the provider refuses all the same is forgotten (forgettingRefused), so the
 * next task uploads the image again.
 */
export const REUSED_UPLOAD_DAYS = 25;

/**
 * The images this server handed the provider through its imageUpload (table `uploaded_images`):
 * every query on it is here. Rows are per user: another user's imageUUID is unknown here, so it
 * is not one of the caller's sources (SourceImages refuses it).
 */
@Injectable()
export class UploadedImages {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Records an upload; the user's records past their expiry go in the same statement. */
  async remember(userId: string, upload: UploadRecord): Promise<void> {
    // An id that is not a UUID cannot be named as one later: nothing to look up by.
    if (!isUuid(upload.imageUUID)) return;
    await this.dataSource.query(
      `WITH expired AS (
         DELETE FROM uploaded_images
         WHERE user_id = $1 AND expires_at < now() AND image_uuid <> $2
       )
       INSERT INTO uploaded_images (user_id, image_uuid, width, height, source_creation_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
       ON CONFLICT (user_id, image_uuid) DO UPDATE SET
         width = EXCLUDED.width,
         height = EXCLUDED.height,
         source_creation_id = coalesce(EXCLUDED.source_creation_id, uploaded_images.source_creation_id),
         expires_at = EXCLUDED.expires_at`,
      [
        userId,
        upload.imageUUID,
        upload.width,
        upload.height,
        upload.sourceCreationId ?? null,
        REUSED_UPLOAD_DAYS,
      ],
    );
  }

  /** Whether this server uploaded the image for this user (by its imageUUID, any case). */
  async isUploadOf(userId: string, imageUUID: string): Promise<boolean> {
    if (!isUuid(imageUUID)) return false;
    const [row]: { found: boolean }[] = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM uploaded_images WHERE user_id = $1 AND image_uuid = $2) AS found',
      [userId, imageUUID],
    );
    return row.found;
  }

  /** The size of an image uploaded for this user, as it was sent; null when unknown here. */
  async sizeOf(userId: string, imageUUID: string): Promise<ImageSize | null> {
    if (!isUuid(imageUUID)) return null;
    const [row]: ImageSize[] = await this.dataSource.query(
      'SELECT width, height FROM uploaded_images WHERE user_id = $1 AND image_uuid = $2',
      [userId, imageUUID],
    );
    return row ? { width: row.width, height: row.height } : null;
  }

  /**
   * The imageUUID of the user's saved image, uploaded earlier and not expired, or null; using it
   * moves its expiry on (the provider keeps an image while it is used).
   */
  async forCreation(userId: string, creationId: string): Promise<string | null> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE as [rows, count].
    const [row]: { image_uuid: string }[] = await this.dataSource.query(
      `WITH used AS (
         UPDATE uploaded_images SET expires_at = now() + make_interval(days => $3)
         WHERE user_id = $1 AND image_uuid = (
           SELECT image_uuid FROM uploaded_images
           WHERE user_id = $1 AND source_creation_id = $2 AND expires_at > now()
           ORDER BY created_at DESC LIMIT 1
         )
         RETURNING image_uuid
       )
       SELECT image_uuid FROM used`,
      [userId, creationId, REUSED_UPLOAD_DAYS],
    );
    return row?.image_uuid ?? null;
  }

  /**
   * Runs a provider call on input images, and when the provider refuses it over one of them
   * (unknown, expired, unreadable), stops reusing the uploads of saved creations among
   * `imageUUIDs`, so the next task naming such a creation uploads it again. Uploads the caller made
   * itself are kept (their size stays true). The refusal is what the caller hears, as it was.
   */
  async forgettingRefused<T>(
    userId: string,
    imageUUIDs: (string | undefined)[],
    call: () => Promise<T>,
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      await this.forgetIfRefused(userId, error, imageUUIDs);
      throw error;
    }
  }

  private async forgetIfRefused(
    userId: string,
    error: unknown,
    imageUUIDs: (string | undefined)[],
  ): Promise<void> {
    if (!isImageRefusal(error)) return;
    const named = imageUUIDs.filter(isUuid);
    if (named.length === 0) return;
    await this.dataSource
      .query(
        `DELETE FROM uploaded_images
         WHERE user_id = $1 AND image_uuid = ANY($2::uuid[]) AND source_creation_id IS NOT NULL`,
        [userId, named],
      )
      .catch(() => undefined);
  }
}

/** A provider refusal over an input image: the parameter it names (or its code) is an image. */
function isImageRefusal(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return false;
  const parameter = error.details?.parameter;
  return /image/i.test(typeof parameter === 'string' ? parameter : error.code);
}
