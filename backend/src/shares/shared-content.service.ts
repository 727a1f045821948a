import { type Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { type CursorPageOf } from '../common/pagination/cursor-page.js';
import { keysetPage } from '../common/pagination/keyset.js';
import { isUuid } from '../common/validation/uuid.js';
import { AppConfig } from '../config/app-config.js';
import { Creation } from '../creations/entities/creation.entity.js';
import { ShareMetrics } from '../metrics/share-metrics.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { type SharedContent, type SharedImage, type SharedKind } from './dto/share-link.types.js';
import { ShareLink } from './entities/share-link.entity.js';
import { SharePasswordRequiredError } from './share-errors.js';
import { ShareImageUrls, type ShareImageVariant } from './share-image-urls.js';
import { SharePasses } from './share-passes.js';
import { SharePasswordLimiter } from './share-password-limiter.js';

/** The long side of the rendition a shared page shows; the original file is never shown. */
export const DISPLAY_LONG_SIDE = 1280;

/** Chat apps fetch a preview image long after the link was pasted: its URL lives a week. */
export const PREVIEW_URL_TTL_SECONDS = 7 * 24 * 3600;

/** Images on one page of a shared folder unless asked otherwise. */
export const SHARED_PAGE_SIZE = 30;

/** Longer than any slug; a longer value is looked up as this much, so every lookup costs the same. */
const SLUG_LOOKUP_MAX = 64;

/** Who asks for a shared link's content, and what they proved. */
export interface ShareViewer {
  ip: string;
  /** The password the viewer typed, if any. */
  password?: string | null;
  /** A pass from an earlier right password (SharePasses), if any. */
  pass?: string | null;
}

/** A live link with what its page needs about it. */
export interface OpenedShare {
  link: ShareLink;
  kind: SharedKind;
  ownerName: string;
  title: string;
}

export interface SharedImageFile {
  body: Readable | Buffer;
  contentType: string;
  fileName: string;
}

const notFound = () => new NotFoundError('Shared link not found');

/** The display size of an image of `width` × `height`: at most DISPLAY_LONG_SIDE, never enlarged. */
export function displaySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, DISPLAY_LONG_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The viewer's side of share links: a slug resolves only while its link is live (not revoked,
 * not expired); unknown, revoked and expired slugs get the same 404 after the same single lookup.
 * A password is checked against a Redis-counted number of tries (429 beyond them). Every opening
 * counts a view. Images are served only through signed URLs that name the link, checked again on
 * each request.
 */
@Injectable()
export class SharedContentService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly limiter: SharePasswordLimiter,
    private readonly passes: SharePasses,
    private readonly imageUrls: ShareImageUrls,
    private readonly storage: ObjectStorage,
    private readonly metrics: ShareMetrics,
    private readonly config: AppConfig,
  ) {}

  /** The live link of a slug, or the one 404 for every other case. */
  async live(slug: string): Promise<OpenedShare> {
    // One query whatever the slug looks like, so unknown, malformed, revoked and expired slugs
    // cost the same; the liveness is decided after it, in memory.
    const link = await this.dataSource.manager
      .createQueryBuilder(ShareLink, 'link')
      .innerJoin('link.user', 'owner')
      .addSelect(['owner.id', 'owner.name'])
      .leftJoinAndSelect('link.folder', 'folder')
      .where('link.slug = :slug', { slug: String(slug).slice(0, SLUG_LOOKUP_MAX) })
      .getOne();
    const now = Date.now();
    const live =
      link !== null &&
      link.revokedAt === null &&
      (link.expiresAt === null || link.expiresAt.getTime() > now);
    if (!live) throw notFound();
    const kind: SharedKind = link.creationId ? 'creation' : 'folder';
    const ownerName = link.user.name;
    const title = kind === 'folder' ? link.folder!.name : `An image by ${ownerName}`;
    return { link, kind, ownerName, title };
  }

  /**
   * Opens a live link for a viewer: past its password (when it has one), counting a view on the
   * first page. Answers the share and, when the viewer typed the right password, a pass to keep.
   */
  async open(
    slug: string,
    viewer: ShareViewer,
    countView: boolean,
  ): Promise<{ share: OpenedShare; pass: string | null }> {
    const share = await this.live(slug);
    const pass = await this.admit(share.link, viewer);
    if (countView) await this.countView(share);
    return { share, pass };
  }

  /** A page of what the share shows, with signed URLs valid for `ttlSeconds`. */
  async content(
    share: OpenedShare,
    page: { first: number; after?: string | null },
    ttlSeconds = this.config.IMAGE_URL_TTL_SECONDS,
  ): Promise<SharedContent> {
    const { link } = share;
    const images = await this.images(link, page);
    return {
      kind: share.kind,
      title: share.title,
      ownerName: share.ownerName,
      allowDownload: link.allowDownload,
      showPrompt: link.showPrompt,
      expiresAt: link.expiresAt,
      items: images.items.map((creation) => this.sharedImage(link, creation, ttlSeconds)),
      nextCursor: images.nextCursor,
      hasMore: images.hasMore,
    };
  }

  /**
   * The absolute URL of the share's preview image for crawlers; null behind a password and for a
   * flagged image.
   */
  async previewImage(
    share: OpenedShare,
  ): Promise<{ url: string; width: number; height: number } | null> {
    if (share.link.passwordHash) return null;
    const first = (await this.images(share.link, { first: 1 })).items[0];
    // A flagged image is shown only behind a click-through: never unfurled in a chat.
    if (!first || first.nsfw) return null;
    const path = this.imageUrls.create(
      share.link.slug,
      first.id,
      'display',
      PREVIEW_URL_TTL_SECONDS,
    );
    return {
      url: `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`,
      ...displaySize(first.width, first.height),
    };
  }

  /**
   * One image of a share by its signed URL. A bad signature, a dead link, an image no longer in
   * the share, or an original asked while download is off: the same 404.
   */
  async image(
    slug: string,
    creationId: string,
    variant: ShareImageVariant,
    signed: { expires: unknown; signature: unknown },
  ): Promise<SharedImageFile> {
    if (!this.imageUrls.isValid(slug, creationId, variant, signed.expires, signed.signature)) {
      throw notFound();
    }
    const { link } = await this.live(slug);
    if (variant === 'original' && !link.allowDownload) throw notFound();
    const creation = await this.sharedCreation(link, creationId);
    const key = variant === 'thumbnail' ? creation.thumbnailKey : creation.imageKey;
    const stored = await this.storage.get(key);
    if (!stored) throw notFound();
    if (variant === 'thumbnail') {
      return { body: stored.body, contentType: 'image/webp', fileName: `${creation.id}.webp` };
    }
    if (variant === 'original') {
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return {
        body: stored.body,
        contentType: stored.contentType,
        fileName: `${creation.id}.${extension}`,
      };
    }
    const rendition = stored.body.pipe(
      sharp()
        .rotate()
        .resize(DISPLAY_LONG_SIDE, DISPLAY_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 }),
    );
    stored.body.on('error', (error) => rendition.destroy(error));
    return { body: rendition, contentType: 'image/webp', fileName: `${creation.id}.webp` };
  }

  /** An image the link shows: the shared one, or one in the shared folder; else the one 404. */
  async sharedCreation(link: ShareLink, creationId: string): Promise<Creation> {
    const creation = isUuid(creationId)
      ? await this.dataSource.manager.findOneBy(Creation, { id: creationId, userId: link.userId })
      : null;
    const inShare =
      creation !== null &&
      (link.creationId ? creation.id === link.creationId : creation.folderId === link.folderId);
    if (!creation || !inShare) throw notFound();
    return creation;
  }

  private async admit(link: ShareLink, viewer: ShareViewer): Promise<string | null> {
    if (!link.passwordHash) return null;
    if (this.passes.isValid(link.slug, link.passwordHash, viewer.pass)) return null;
    if (!viewer.password) throw new SharePasswordRequiredError(false);
    await this.limiter.consumeTry(link.id, viewer.ip);
    if (!(await this.hasher.verify(link.passwordHash, viewer.password))) {
      throw new SharePasswordRequiredError(true);
    }
    await this.limiter.trySucceeded(link.id, viewer.ip);
    return this.passes.issue(link.slug, link.passwordHash);
  }

  private async countView(share: OpenedShare): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(ShareLink)
      .set({ views: () => 'views + 1', lastViewedAt: () => 'now()' })
      .where('id = :id', { id: share.link.id })
      .execute();
    this.metrics.viewed(share.kind);
  }

  private async images(
    link: ShareLink,
    page: { first: number; after?: string | null },
  ): Promise<CursorPageOf<Creation>> {
    const query = this.dataSource.manager
      .createQueryBuilder(Creation, 'creation')
      .where('creation.userId = :userId', { userId: link.userId });
    if (link.creationId) query.andWhere('creation.id = :id', { id: link.creationId });
    else query.andWhere('creation.folderId = :folderId', { folderId: link.folderId });
    return keysetPage(query, 'creation', { first: page.first, after: page.after ?? undefined });
  }

  private sharedImage(link: ShareLink, creation: Creation, ttlSeconds: number): SharedImage {
    const url = (variant: ShareImageVariant) =>
      this.imageUrls.create(link.slug, creation.id, variant, ttlSeconds);
    const image: SharedImage = {
      id: creation.id,
      ...displaySize(creation.width, creation.height),
      displayUrl: url('display'),
      thumbnailUrl: url('thumbnail'),
      downloadUrl: link.allowDownload ? url('original') : null,
      nsfw: creation.nsfw,
      createdAt: creation.createdAt,
    };
    // Left out, not emptied, when hidden: no answer of a link without showPrompt carries them.
    if (link.showPrompt) {
      image.prompt = creation.prompt;
      image.negativePrompt = creation.negativePrompt;
      image.modelAir = creation.modelAir;
      image.parameters = creation.parameters;
    }
    return image;
  }
}
