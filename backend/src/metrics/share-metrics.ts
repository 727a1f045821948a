import { Injectable } from '@nestjs/common';
import { type Counter } from 'prom-client';
import { MetricsService } from './metrics.service.js';

type SharedKind = 'creation' | 'folder';

/** What a viewer took from a shared image: its settings into a generation, or a copy of it. */
export type RemixAction = 'generate' | 'save';

/**
 * Business counters of sharing: links made and shared pages viewed, by what they show, and what
 * viewers take from them (remixes), so the operator sees sharing bring in new work.
 */
@Injectable()
export class ShareMetrics {
  private readonly created: Counter<'kind'>;
  private readonly views: Counter<'kind'>;
  private readonly remixes: Counter<'action'>;

  constructor(metrics: MetricsService) {
    this.created = metrics.counter(
      'studio_share_links_created_total',
      'Share links created, by what they show (creation or folder)',
      ['kind'],
    );
    this.views = metrics.counter(
      'studio_share_views_total',
      'Views of shared pages and their content, by what the link shows (creation or folder)',
      ['kind'],
    );
    this.remixes = metrics.counter(
      'studio_share_remixes_total',
      "Remixes from shares: generations started from a shared image's settings (generate) and shared images saved to a viewer's gallery (save)",
      ['action'],
    );
  }

  linkCreated(kind: SharedKind): void {
    this.created.inc({ kind });
  }

  viewed(kind: SharedKind): void {
    this.views.inc({ kind });
  }

  remixed(action: RemixAction): void {
    this.remixes.inc({ action });
  }
}
