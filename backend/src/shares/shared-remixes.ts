import { Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../common/errors/domain-errors.js';
import { type RemixOfInput, type RemixSource } from './dto/remix-source.js';
import { type SharedRemix } from './dto/shared-remix.types.js';
import { remixableParameters } from './remixable-parameters.js';
import { SharedContentService, type ShareViewer } from './shared-content.service.js';

/**
 * Remixes of shared images: a signed-in viewer starts a generation from a shared image's settings
 * (only where the link shows them), and the generation credits that image once the server has
 * found it still shared.
 */
@Injectable()
export class SharedRemixes {
  constructor(private readonly content: SharedContentService) {}

  /** The settings of an image of a live link that shows them, past its password. */
  async settings(slug: string, creationId: string, viewer: ShareViewer): Promise<SharedRemix> {
    const { share } = await this.content.open(slug, viewer, false);
    if (!share.link.showPrompt) {
      throw new ForbiddenError(
        'This shared link does not show its settings, so its images cannot be remixed',
      );
    }
    const creation = await this.content.sharedCreation(share.link, creationId);
    return {
      slug: share.link.slug,
      creationId: creation.id,
      title: share.title,
      ownerName: share.ownerName,
      prompt: creation.prompt,
      negativePrompt: creation.negativePrompt,
      modelAir: creation.modelAir,
      width: creation.width,
      height: creation.height,
      format: creation.format,
      parameters: remixableParameters(creation.parameters),
    };
  }

  /**
   * The source a generation may credit: the image, while its link is live, shows its settings
   * and holds it. Anything else (a link revoked since, a made-up slug) credits nothing.
   */
  async verifiedSource(remixOf: RemixOfInput | null | undefined): Promise<RemixSource | null> {
    if (!remixOf) return null;
    try {
      const { link } = await this.content.live(remixOf.slug);
      if (!link.showPrompt) return null;
      const creation = await this.content.sharedCreation(link, remixOf.creationId);
      return { slug: link.slug, creationId: creation.id };
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
}
