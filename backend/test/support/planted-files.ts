import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { type DataSource } from 'typeorm';
import { type ObjectStorage } from '../../src/storage/object-storage.js';

/** Writes objects through the storage driver, a hundred at a time. */
export async function plantObjects(
  storage: ObjectStorage,
  keys: readonly string[],
  bytes = (index: number) => Buffer.alloc(100 + (index % 50), 1),
): Promise<void> {
  for (let start = 0; start < keys.length; start += 100) {
    await Promise.all(
      keys
        .slice(start, start + 100)
        .map((key, offset) => storage.put(key, bytes(start + offset), 'image/png')),
    );
  }
}

/** Ages objects of the local-disk driver (their lastModified is the file's mtime). */
export async function ageLocalObjects(root: string, keys: readonly string[], minutes: number) {
  const when = new Date(Date.now() - minutes * 60_000);
  for (const key of keys) await utimes(path.join(root, ...key.split('/')), when, when);
}

/** A folder to hang test creations on. */
export async function testFolder(db: DataSource, userId: string): Promise<string> {
  const [folder] = await db.query(
    `INSERT INTO folders (user_id, name, name_key, is_default) VALUES ($1, $2, $3, false) RETURNING id`,
    [userId, `Planted ${randomUUID()}`, randomUUID()],
  );
  return folder.id as string;
}

/** Creation rows referencing the given image and thumbnail keys, in one statement. */
export async function insertCreations(
  db: DataSource,
  userId: string,
  folderId: string,
  pairs: readonly [imageKey: string, thumbnailKey: string][],
): Promise<void> {
  await db.query(
    `INSERT INTO creations (id, user_id, folder_id, image_key, thumbnail_key, byte_size, prompt,
       model_id, width, height, format, parameters)
     SELECT gen_random_uuid(), $1, $2, pair.image_key, pair.thumbnail_key, 100, 'planted',
       'civitai:101055@128078', 512, 512, 'png', '{}'::jsonb
     FROM unnest($3::text[], $4::text[]) AS pair(image_key, thumbnail_key)`,
    [userId, folderId, pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
  );
}
