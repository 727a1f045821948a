import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { UserOwnedRow } from '../../auth/entities/user-owned-row.js';
import { Creation } from '../../creations/entities/creation.entity.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { Folder } from '../../folders/entities/folder.entity.js';
import { References } from '../../database/references.js';

/**
 * A link that shows one creation or one folder to whoever holds its slug. Deleting the creation
 * or the folder deletes its links (ON DELETE CASCADE), so a link never outlives what it shows.
 * Revoked links stay (revoked_at) so a slug is never handed out twice and their views remain.
 * Its reports go with it.
 */
@Entity({ name: 'share_links' })
@Check('share_links_one_target_check', `("creation_id" IS NULL) <> ("folder_id" IS NULL)`)
@Index('share_links_user_created_idx', ['userId', 'createdAt', 'id'])
export class ShareLink extends UserOwnedRow {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('share_links_creation_idx')
  @Column({ name: 'creation_id', type: 'uuid', nullable: true })
  creationId: string | null;

  @References(() => Creation, 'creation_id', 'CASCADE')
  creation: Relation<Creation> | null;

  @Index('share_links_folder_idx')
  @Column({ name: 'folder_id', type: 'uuid', nullable: true })
  folderId: string | null;

  @References(() => Folder, 'folder_id', 'CASCADE')
  folder: Relation<Folder> | null;

  /** 16 random bytes in base64url (22 characters): the whole secret of a link without password. */
  @Index('share_links_slug_key', { unique: true })
  @Column({ type: 'text' })
  slug: string;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  /** argon2id PHC string (PasswordHasher); null when the link has no password. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'allow_download', type: 'boolean', default: false })
  allowDownload: boolean;

  @Column({ name: 'show_prompt', type: 'boolean', default: false })
  showPrompt: boolean;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ name: 'last_viewed_at', type: 'timestamptz', nullable: true })
  lastViewedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /**
   * An administrator disabled the link after reports: it is revoked at the same moment (so it
   * answers exactly as a revoked link does); this says who ended it.
   */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;
}
