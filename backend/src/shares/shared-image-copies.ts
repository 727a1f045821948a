import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../common/errors/domain-errors.js';
import { CreationCopies } from '../creations/creation-copies.js';
import { type Creation } from '../creations/entities/creation.entity.js';
import { ShareMetrics } from '../metrics/share-metrics.js';
import { ShareSaveLimiter } from './share-save-limiter.js';
import { SharedContentService, type ShareViewer } from './shared-content.service.js';

/**
 * "Save to my gallery": a signed-in viewer keeps a copy of a shared image, their own from then on
 * (new files, counted as theirs). Only while the link is live, past its password, and allows
 * download: a copy is a download kept on the server. Once per gallery (the same image again is
 * ALREADY_SAVED), and a limited number an hour per user (ShareSaveLimiter).
 */
@Injectable()
export class SharedImageCopies {
  constructor(
    private readonly content: SharedContentService,
    private readonly copies: CreationCopies,
    private readonly limiter: ShareSaveLimiter,
    private readonly metrics: ShareMetrics,
  ) {}

  async save(
    userId: string,
    slug: string,
    creationId: string,
    viewer: ShareViewer,
    folderId: string | null,
  ): Promise<Creation> {
    return this.withinAllowance(userId, async () => {
      const { share } = await this.content.open(slug, viewer, false);
      if (!share.link.allowDownload) {
        throw new ForbiddenError(
          'This shared link does not allow download, so its images cannot be saved',
        );
      }
      const original = await this.content.sharedCreation(share.link, creationId);
      return this.copies.copy(userId, original, {
        folderId,
        // What the link hides stays hidden in the copy too.
        keepSettings: share.link.showPrompt,
      });
    });
  }

  /** A copy counts against the user's hourly saves only once it is stored. */
  private async withinAllowance(userId: string, copy: () => Promise<Creation>): Promise<Creation> {
    await this.limiter.consume(userId);
    try {
      const saved = await copy();
      this.metrics.remixed('save');
      return saved;
    } catch (error) {
      // Nothing was stored, so nothing is counted.
      await this.limiter.giveBack(userId);
      throw error;
    }
  }
}
