import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { type AccountCap, withinAccountCap } from '../common/sql/account-cap.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { FoldersService } from '../folders/folders.service.js';
import { ShareMetrics } from '../metrics/share-metrics.js';
import { type CreateShareLinkInput, type UpdateShareLinkInput } from './dto/share-link.inputs.js';
import { type ShareLinkView } from './dto/share-link.types.js';
import { ShareLink } from './entities/share-link.entity.js';
import { NsfwConfirmationRequiredError } from './share-errors.js';
import { SHARED_PAGE_ROUTE } from './share-image-urls.js';
import { newShareSlug } from './share-slug.js';

export const MAX_SHARE_LINKS_PER_USER = 1000;
const SHARE_LINKS_CAP: AccountCap = {
  table: 'share_links',
  counted: 'revoked_at IS NULL',
  max: MAX_SHARE_LINKS_PER_USER,
  refusal: `You have ${MAX_SHARE_LINKS_PER_USER} share links, the most an account may keep: revoke one first`,
};

/**
 * The owner's side of share links: make, list, change and revoke. Every operation is scoped to
 * the caller; another user's link, creation or folder is the same 404 as an unknown one.
 */
@Injectable()
export class SharesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly folders: FoldersService,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
    private readonly metrics: ShareMetrics,
  ) {}

  async create(userId: string, input: CreateShareLinkInput): Promise<ShareLinkView> {
    const target = await this.ownedTarget(userId, input);
    if (!input.confirmNsfw && (await this.holdsFlaggedImage(target))) {
      throw new NsfwConfirmationRequiredError('folderId' in target ? 'folder' : 'creation');
    }
    const expiresAt = futureExpiry(input.expiresAt);
    const passwordHash = input.password ? await this.hasher.hash(input.password) : null;
    const link = await withinAccountCap(
      this.dataSource.manager,
      userId,
      SHARE_LINKS_CAP,
      (manager) =>
        manager.save(
          manager.create(ShareLink, {
            userId,
            ...target,
            slug: newShareSlug(),
            expiresAt,
            passwordHash,
            allowDownload: input.allowDownload ?? false,
            showPrompt: input.showPrompt ?? false,
          }),
        ),
    );
    this.metrics.linkCreated(link.creationId ? 'creation' : 'folder');
    return this.view(link);
  }

  /** The caller's links that are not revoked (expired ones too), newest first. */
  async list(userId: string): Promise<ShareLinkView[]> {
    const links = await this.dataSource.manager.find(ShareLink, {
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return links.map((link) => this.view(link));
  }

  async update(userId: string, id: string, input: UpdateShareLinkInput): Promise<ShareLinkView> {
    const link = await this.owned(userId, id);
    if (input.expiresAt !== undefined) link.expiresAt = futureExpiry(input.expiresAt);
    if (input.password !== undefined) {
      link.passwordHash = input.password ? await this.hasher.hash(input.password) : null;
    }
    if (input.allowDownload != null) link.allowDownload = input.allowDownload;
    if (input.showPrompt != null) link.showPrompt = input.showPrompt;
    return this.view(await this.dataSource.manager.save(link));
  }

  /** Ends the link at once; its slug is never served again. */
  async revoke(userId: string, id: string): Promise<void> {
    const result = isUuid(id)
      ? await this.dataSource.manager.update(
          ShareLink,
          { id, userId, revokedAt: IsNull() },
          { revokedAt: () => 'now()' },
        )
      : { affected: 0 };
    if (!result.affected) throw new NotFoundError('Share link not found');
  }

  /** The address of a link's shared page. */
  pageUrl(slug: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${SHARED_PAGE_ROUTE}/${slug}`;
  }

  view(link: ShareLink): ShareLinkView {
    return {
      id: link.id,
      slug: link.slug,
      url: this.pageUrl(link.slug),
      kind: link.creationId ? 'creation' : 'folder',
      creationId: link.creationId,
      folderId: link.folderId,
      expiresAt: link.expiresAt,
      hasPassword: link.passwordHash !== null,
      allowDownload: link.allowDownload,
      showPrompt: link.showPrompt,
      views: link.views,
      lastViewedAt: link.lastViewedAt,
      createdAt: link.createdAt,
    };
  }

  private async owned(userId: string, id: string): Promise<ShareLink> {
    const link = isUuid(id)
      ? await this.dataSource.manager.findOneBy(ShareLink, { id, userId, revokedAt: IsNull() })
      : null;
    if (!link) throw new NotFoundError('Share link not found');
    return link;
  }

  /** Whether the image, or any image of the folder, was flagged by the provider's content check. */
  private holdsFlaggedImage(target: { creationId: string } | { folderId: string }) {
    return this.dataSource.manager.existsBy(Creation, {
      ...('creationId' in target ? { id: target.creationId } : { folderId: target.folderId }),
      nsfw: true,
    });
  }

  /** Exactly one of creationId and folderId, and it must be the caller's. */
  private async ownedTarget(
    userId: string,
    input: CreateShareLinkInput,
  ): Promise<{ creationId: string } | { folderId: string }> {
    if (!input.creationId === !input.folderId) {
      throw new ValidationFailedError('Give either creationId or folderId', {
        field: 'creationId',
      });
    }
    if (input.folderId) {
      const folder = await this.folders.owned(userId, input.folderId);
      return { folderId: folder.id };
    }
    const id = input.creationId!;
    const creation = isUuid(id)
      ? await this.dataSource.manager.findOneBy(Creation, { id, userId })
      : null;
    if (!creation) throw new NotFoundError('Creation not found');
    return { creationId: creation.id };
  }
}

/** An expiry must lie ahead; null (never) stays null. */
function futureExpiry(expiresAt: Date | null | undefined): Date | null {
  if (!expiresAt) return null;
  if (expiresAt.getTime() <= Date.now()) {
    throw new ValidationFailedError('expiresAt must be in the future', { field: 'expiresAt' });
  }
  return expiresAt;
}
