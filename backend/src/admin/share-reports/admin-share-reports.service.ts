import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import {
  type PageRequest,
  positionOf,
  positionPage,
} from '../../common/pagination/position-page.js';
import { isUuid } from '../../common/validation/uuid.js';
import { AppConfig } from '../../config/app-config.js';
import { MailOutbox } from '../../mail/mail-outbox.js';
import { ShareLink } from '../../shares/entities/share-link.entity.js';
import { type ShareReportReason } from '../../shares/share-report-reasons.js';
import { SharesService } from '../../shares/shares.service.js';
import { ObjectStorage } from '../../storage/object-storage.js';
import {
  type AdminReportedShareLink,
  type AdminReportedShareLinkPage,
  type AdminShareReport,
  type ShareLinkState,
} from './dto/admin-share-report.types.js';

/** The newest reports shown with each reported link. */
const REPORTS_PER_LINK = 20;

interface ReportedLinkRow {
  id: string;
  slug: string;
  creationId: string | null;
  folderName: string | null;
  thumbnailKey: string | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  disabledAt: Date | null;
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  reportCount: number;
  lastReportedAt: Date;
}

interface ReportRow extends AdminShareReport {
  shareLinkId: string;
}

function stateOf(row: ReportedLinkRow, now = Date.now()): ShareLinkState {
  if (row.disabledAt) return 'disabled';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now) return 'expired';
  return 'live';
}

/**
 * Reports of shared pages as administrators handle them: the reported links, the most recently
 * reported first, and disabling a link or every link of a user. A disabled link is revoked in the
 * same statement, so it answers exactly as a revoked one; its owner is told by mail.
 */
@Injectable()
export class AdminShareReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly mail: MailOutbox,
    private readonly shares: SharesService,
    private readonly config: AppConfig,
  ) {}

  async reportedLinks(page: PageRequest): Promise<AdminReportedShareLinkPage> {
    const start = positionOf(page);
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      'SELECT count(DISTINCT share_link_id)::int AS total FROM share_reports',
    );
    const rows: ReportedLinkRow[] = await this.dataSource.query(
      `SELECT l.id, l.slug, l.creation_id AS "creationId", f.name AS "folderName",
              c.thumbnail_key AS "thumbnailKey", l.expires_at AS "expiresAt",
              l.revoked_at AS "revokedAt", l.disabled_at AS "disabledAt",
              u.id AS "ownerId", u.name AS "ownerName", u.email AS "ownerEmail",
              r.report_count AS "reportCount", r.last_reported_at AS "lastReportedAt"
       FROM (SELECT share_link_id, count(*)::int AS report_count, max(created_at) AS last_reported_at
             FROM share_reports GROUP BY share_link_id) r
       JOIN share_links l ON l.id = r.share_link_id
       JOIN users u ON u.id = l.user_id
       LEFT JOIN folders f ON f.id = l.folder_id
       LEFT JOIN creations c ON c.id = l.creation_id
       ORDER BY r.last_reported_at DESC, l.id DESC
       OFFSET $1 LIMIT $2`,
      [start, page.first],
    );
    const reports = await this.newestReports(rows.map((row) => row.id));
    const items = await Promise.all(rows.map((row) => this.reportedLink(row, reports)));
    return { ...positionPage(items, start, total), totalCount: total };
  }

  /** Disables one link; its owner is told when it was live until now (else nothing changes). */
  async disableLink(id: string): Promise<void> {
    const found = isUuid(id)
      ? await this.dataSource.query(`SELECT user_id AS "userId" FROM share_links WHERE id = $1`, [
          id,
        ])
      : [];
    if (found.length === 0) throw new NotFoundError('Share link not found');
    const [ended] = await this.disableLive({ id });
    if (ended) await this.mail.shareLinksDisabled(ended.userId, 1);
  }

  /** Disables every live link of a user and tells them once; answers how many were disabled. */
  async disableUserLinks(userId: string): Promise<number> {
    const found = isUuid(userId)
      ? await this.dataSource.query('SELECT 1 FROM users WHERE id = $1', [userId])
      : [];
    if (found.length === 0) throw new NotFoundError('User not found');
    const ended = await this.disableLive({ userId });
    if (ended.length > 0) await this.mail.shareLinksDisabled(userId, ended.length);
    return ended.length;
  }

  /** Disables and revokes, in one statement, the live links that match; answers their owners. */
  private async disableLive(match: { id: string } | { userId: string }) {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(ShareLink)
      .set({ disabledAt: () => 'now()', revokedAt: () => 'now()' })
      .where({ ...match, revokedAt: IsNull() })
      .returning('user_id')
      .execute();
    return (result.raw as { user_id: string }[]).map((row) => ({ userId: row.user_id }));
  }

  private async newestReports(linkIds: string[]): Promise<Map<string, AdminShareReport[]>> {
    const byLink = new Map<string, AdminShareReport[]>();
    if (linkIds.length === 0) return byLink;
    const rows: ReportRow[] = await this.dataSource.query(
      `SELECT id, "shareLinkId", reason, note, "createdAt" FROM (
         SELECT id, share_link_id AS "shareLinkId", reason, note, created_at AS "createdAt",
                row_number() OVER (PARTITION BY share_link_id ORDER BY created_at DESC, id DESC) AS rank
         FROM share_reports WHERE share_link_id = ANY($1::uuid[])
       ) newest WHERE rank <= $2 ORDER BY "createdAt" DESC, id DESC`,
      [linkIds, REPORTS_PER_LINK],
    );
    for (const { shareLinkId, ...report } of rows) {
      byLink.set(shareLinkId, [...(byLink.get(shareLinkId) ?? []), report]);
    }
    return byLink;
  }

  private async reportedLink(
    row: ReportedLinkRow,
    reports: Map<string, AdminShareReport[]>,
  ): Promise<AdminReportedShareLink> {
    return {
      id: row.id,
      url: this.shares.pageUrl(row.slug),
      kind: row.creationId ? 'creation' : 'folder',
      title: row.folderName ?? 'An image',
      thumbnailUrl: row.thumbnailKey
        ? await this.storage.signedUrl(row.thumbnailKey, this.config.IMAGE_URL_TTL_SECONDS)
        : null,
      state: stateOf(row),
      ownerId: row.ownerId,
      ownerName: row.ownerName,
      ownerEmail: row.ownerEmail,
      reportCount: row.reportCount,
      lastReportedAt: row.lastReportedAt,
      reports: (reports.get(row.id) ?? []).map((report) => ({
        ...report,
        reason: report.reason as ShareReportReason,
      })),
    };
  }
}
