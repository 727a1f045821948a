import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Relation } from 'typeorm';
import { User } from '../../auth/entities/user.entity.js';
import { CreatedAtColumn } from '../../database/timestamp-columns.js';
import { SHARE_REPORT_REASONS, type ShareReportReason } from '../share-report-reasons.js';
import { ShareLink } from './share-link.entity.js';
import { References } from '../../database/references.js';

/**
 * Someone's report of a shared page: why (one of a fixed list), an optional note, and who when
 * signed in. It goes with its link (ON DELETE CASCADE), which goes with what it shows.
 */
@Entity({ name: 'share_reports' })
@Check(
  'share_reports_reason_check',
  `"reason" IN (${SHARE_REPORT_REASONS.map((reason) => `'${reason}'`).join(', ')})`,
)
@Index('share_reports_link_created_idx', ['shareLinkId', 'createdAt'])
export class ShareReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'share_link_id', type: 'uuid' })
  shareLinkId: string;

  @References(() => ShareLink, 'share_link_id', 'CASCADE')
  shareLink: Relation<ShareLink>;

  @Column({ type: 'text' })
  reason: ShareReportReason;

  /** At most SHARE_REPORT_NOTE_MAX characters; null when none was written. */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** The signed-in user who reported it; null for a visitor (or once that user is deleted). */
  @Column({ name: 'reporter_id', type: 'uuid', nullable: true })
  reporterId: string | null;

  @References(() => User, 'reporter_id', 'SET NULL')
  reporter: Relation<User> | null;

  @CreatedAtColumn({ precision: 3 })
  createdAt: Date;
}
