import { randomUUID } from 'node:crypto';
import { type DataSource } from 'typeorm';

/** The default model of a planted creation (the product's default model). */
const DEFAULT_PLANTED_MODEL = 'rundiffusion:130@100';

export interface PlantedCreation {
  prompt: string;
  /** When it was saved (ISO 8601 or a Date). */
  at: string | Date;
  /** The model's AIR; the product's default model when left out. */
  model?: string;
  /** One of the user's folders; their Default folder (made when missing) when left out. */
  folderId?: string;
}

/** The user's folder called `name` (case-insensitive), made when missing. */
export async function plantedFolder(
  db: DataSource,
  userId: string,
  name: string,
  isDefault = false,
): Promise<string> {
  const [existing] = await db.query(
    `SELECT id FROM folders WHERE user_id = $1 AND name_key = lower($2)`,
    [userId, name],
  );
  if (existing) return existing.id;
  const [made] = await db.query(
    `INSERT INTO folders (user_id, name, name_key, is_default) VALUES ($1, $2, lower($2), $3)
     RETURNING id`,
    [userId, name, isDefault],
  );
  return made.id;
}

/**
 * Saved images as rows only, for lists, counts and filters that never read the files; answers
 * their ids in the order given.
 */
export async function plantCreations(
  db: DataSource,
  userId: string,
  rows: readonly PlantedCreation[],
): Promise<string[]> {
  const defaultFolder = await plantedFolder(db, userId, 'Default', true);
  const ids = rows.map(() => randomUUID());
  await db.query(
    `INSERT INTO creations (id, user_id, folder_id, image_key, thumbnail_key, byte_size, prompt,
       model_id, width, height, format, parameters, created_at)
     SELECT id, $1::uuid, folder, 'users/' || $1::text || '/creations/' || id || '.png',
            'users/' || $1::text || '/thumbnails/' || id || '.webp', 100, prompt, model, 16, 16,
            'png', '{}', at
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::timestamptz[])
         AS planted(id, folder, prompt, model, at)`,
    [
      userId,
      ids,
      rows.map((row) => row.folderId ?? defaultFolder),
      rows.map((row) => row.prompt),
      rows.map((row) => row.model ?? DEFAULT_PLANTED_MODEL),
      rows.map((row) => (row.at instanceof Date ? row.at.toISOString() : row.at)),
    ],
  );
  return ids;
}
