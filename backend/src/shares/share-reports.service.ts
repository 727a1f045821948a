import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ReportSharedLinkInput } from './dto/share-report.inputs.js';
import { ShareReport } from './entities/share-report.entity.js';
import { ShareReportLimiter } from './share-report-limiter.js';
import { SharedContentService } from './shared-content.service.js';

/** Who sends a report: their address (for the rate limit) and, when signed in, who they are. */
export interface Reporter {
  ip: string;
  userId: string | null;
}

/**
 * Reports of shared pages, from anyone who holds a live link (no password needed: a report shows
 * nothing). Counted per address before anything is looked up; administrators read them.
 */
@Injectable()
export class ShareReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: SharedContentService,
    private readonly limiter: ShareReportLimiter,
  ) {}

  async report(slug: string, input: ReportSharedLinkInput, reporter: Reporter): Promise<void> {
    await this.limiter.consume(reporter.ip);
    const { link } = await this.content.live(slug);
    const note = input.note?.trim() || null;
    await this.dataSource.manager.insert(ShareReport, {
      shareLinkId: link.id,
      reason: input.reason,
      note,
      reporterId: reporter.userId,
    });
  }
}
