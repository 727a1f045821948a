import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type Readable } from 'node:stream';
import sharp from 'sharp';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { isUuid } from '../common/validation/uuid.js';
import { CreationsService } from '../creations/creations.service.js';
import { type Creation } from '../creations/entities/creation.entity.js';
import { ImageIntake } from '../creations/image-intake.js';
import { RunwareAdapter, type UploadedImage } from '../provider/runware.adapter.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { type ImageSize, UploadedImages } from './uploaded-images.js';

/** A tool's input, checked, and what is known of it here. */
export interface ToolSource {
  /**
   * The image as the provider takes it (an imageUUID it holds, or a URL it fetches itself),
   * uploading it first when needed: called only once the credits are held.
   */
  provide: () => Promise<string>;
  /** How the history records it: never a data URL's bytes. */
  reference: string;
  /** Width × height, when known here (it bounds the hold). */
  pixels?: number;
  /** The caller's saved image it came from (creation:<id>). */
  sourceCreationId?: string;
}

export const CREATION_PREFIX = 'creation:';

/**
 * A provider image URL as the provider writes it: a path ending in `<imageUUID>.<format>`, no
 * query, fragment or credentials (anything else is taken only as a result's exact URL).
 */
const PROVIDER_IMAGE_PATH =
  /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(?:png|jpe?g|webp)$/i;

/**
 * The provider keeps an uploaded image at most this many pixels on its longer side (Runware's
 * image-upload docs): a larger one is shrunk, to a size this server does not predict to the pixel.
 */
export const PROVIDER_UPLOAD_MAX_EDGE = 2048;

/**
 * Turns the image a caller names into one the provider can use, without sending bytes it already
 * has: an imageUUID or a provider image URL goes as it is; a data URL is checked (decoded whole)
 * and uploaded; a saved creation is uploaded from storage once and then named by that upload's
 * imageUUID while the provider keeps it. Any other reference, a URL off the allowed hosts, or
 * another user's creation is refused naming the field, before anything reaches the provider.
 * Every upload is remembered with its size and user (UploadedImages).
 *
 * Images belong to their owner: an imageUUID or a provider image URL is taken only when it is the
 * caller's own, an upload made through this server or one of their results (assertCallersOwn, the
 * one check every tool and every source field goes through).
 */
@Injectable()
export class SourceImages {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly creations: CreationsService,
    private readonly storage: ObjectStorage,
    private readonly intake: ImageIntake,
    private readonly provider: RunwareAdapter,
    private readonly uploads: UploadedImages,
  ) {}

  /**
   * Hands the provider an image the caller sent (a data URL, checked and decoded whole) and
   * remembers its size for the caller: a seed and a mask later named by imageUUID are compared.
   */
  async upload(userId: string, dataUrl: string, field: string): Promise<UploadedImage> {
    const image = await this.intake.decodedFromDataUrl(dataUrl, field);
    return this.uploaded(userId, dataUrl, image);
  }

  async resolve(userId: string, reference: string, field: string): Promise<ToolSource> {
    const value = reference.trim();
    if (value.startsWith(CREATION_PREFIX))
      return this.fromCreation(userId, value.slice(CREATION_PREFIX.length), field);
    if (value.startsWith('data:')) {
      const image = await this.intake.decodedFromDataUrl(value, field);
      return {
        provide: async () => (await this.uploaded(userId, value, image)).imageUUID,
        reference: '[inline image]',
        pixels: image.width * image.height,
      };
    }
    if (isUuid(value)) {
      await this.assertCallersOwn(userId, field, value);
      return { provide: async () => value, reference: value };
    }
    if (URL.canParse(value)) {
      const url = new URL(value);
      if (!['http:', 'https:'].includes(url.protocol) || !this.intake.allowsHost(url.host))
        throw new ValidationFailedError(`${field}: images are not taken from ${url.host}`, {
          field,
        });
      await this.assertCallersOwn(userId, field, value);
      return { provide: async () => url.toString(), reference: url.toString() };
    }
    throw new ValidationFailedError(
      `${field} must be an imageUUID, an image URL, creation:<id> of a saved image, or a data URL`,
      { field },
    );
  }

  /**
   * Refuses, as not found naming the field, an image reference that is not the caller's: an
   * imageUUID, or a URL on the provider's image hosts, that is neither an upload made for them
   * through this server nor one of their results; another user's creation:<id> likewise. Inline
   * images (their own bytes), nothing, and URLs elsewhere on the web pass (each path decides on
   * those). Called before anything is held or sent.
   */
  async assertCallersOwn(
    userId: string,
    field: string,
    reference: string | null | undefined,
  ): Promise<void> {
    const value = reference?.trim();
    if (!value || value.startsWith('data:')) return;
    if (value.startsWith(CREATION_PREFIX)) {
      await this.ownedCreation(userId, value.slice(CREATION_PREFIX.length), field);
      return;
    }
    if (isUuid(value)) {
      if (!(await this.isCallersImage(userId, value))) throw imageNotFound(field);
      return;
    }
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return;
    const url = new URL(value);
    // A trailing dot names the same host: im.runware.ai. is im.runware.ai.
    if (!this.intake.allowsHost(url.host.replace(/\.(?=:\d+$|$)/, ''))) return;
    if (!(await this.isCallersUrl(userId, value, url))) throw imageNotFound(field);
  }

  /** An upload made for the caller, or an image among their results, by its imageUUID. */
  private async isCallersImage(userId: string, imageUUID: string): Promise<boolean> {
    const uuid = imageUUID.toLowerCase();
    return (
      (await this.uploads.isUploadOf(userId, uuid)) || this.isResultOf(userId, { imageUUID: uuid })
    );
  }

  /**
   * One of the caller's result URLs exactly, or a provider image URL in its own form whose
   * imageUUID is the caller's (an upload's URL, or a result's written anew).
   */
  private async isCallersUrl(userId: string, value: string, url: URL): Promise<boolean> {
    if (await this.isResultOf(userId, { imageURL: value })) return true;
    const canonical =
      url.href === value && !url.search && !url.hash && !url.username && !url.password;
    const named = canonical ? PROVIDER_IMAGE_PATH.exec(url.pathname) : null;
    return named !== null && this.isCallersImage(userId, named[1]);
  }

  /** Whether one of the caller's generations or tool calls reported this image (indexed GIN). */
  private async isResultOf(
    userId: string,
    image: { imageUUID: string } | { imageURL: string },
  ): Promise<boolean> {
    const [row]: { found: boolean }[] = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM generations WHERE user_id = $1 AND images @> $2::jsonb) AS found',
      [userId, JSON.stringify([image])],
    );
    return row.found;
  }

  /**
   * A generation's seed or mask image as the provider takes it: creation:<id> of the caller's own
   * saved image goes as its upload (made from storage the first time); anything else goes as sent
   * (the provider takes an imageUUID, a URL or a data URL itself).
   */
  async forGeneration(
    userId: string,
    value: string | undefined,
    field: string,
  ): Promise<string | undefined> {
    if (!value?.trim().startsWith(CREATION_PREFIX)) return value;
    return (await this.resolve(userId, value, field)).provide();
  }

  /**
   * The size the provider will see of a seed or mask image, when it is known here before anything
   * is held: an inline image's (it goes to the provider as it is), or that of an image uploaded
   * through this server (an imageUUID it remembers for the caller, a saved creation) unless the
   * provider shrinks it on upload. Null otherwise: the provider then checks it.
   */
  async sizeAtProvider(userId: string, value: string, field: string): Promise<ImageSize | null> {
    const reference = value.trim();
    if (reference.startsWith('data:')) return inlineSize(reference);
    let uploaded: ImageSize | null = null;
    if (reference.startsWith(CREATION_PREFIX))
      uploaded = await this.ownedCreation(userId, reference.slice(CREATION_PREFIX.length), field);
    else if (isUuid(reference)) uploaded = await this.uploads.sizeOf(userId, reference);
    return uploaded && Math.max(uploaded.width, uploaded.height) <= PROVIDER_UPLOAD_MAX_EDGE
      ? { width: uploaded.width, height: uploaded.height }
      : null;
  }

  /**
   * One of the caller's saved images: its upload while the provider keeps it, else uploaded from
   * storage (once, then reused by later tasks).
   */
  private async fromCreation(userId: string, id: string, field: string): Promise<ToolSource> {
    const creation = await this.ownedCreation(userId, id, field);
    return {
      provide: async () =>
        (await this.uploads.forCreation(userId, creation.id)) ??
        (await this.uploadCreation(userId, creation, field)),
      reference: `${CREATION_PREFIX}${creation.id}`,
      pixels: creation.width * creation.height,
      sourceCreationId: creation.id,
    };
  }

  private async uploadCreation(userId: string, creation: Creation, field: string) {
    const stored = await this.storage.get(creation.imageKey);
    if (!stored)
      throw new ValidationFailedError(`${field}: the saved image's file is missing`, { field });
    const bytes = await readAll(stored.body);
    const dataUrl = `data:${stored.contentType};base64,${bytes.toString('base64')}`;
    const uploaded = await this.uploaded(userId, dataUrl, creation, creation.id);
    return uploaded.imageUUID;
  }

  /** The caller's creation; another user's (or none) is not found, naming the field. */
  private async ownedCreation(userId: string, id: string, field: string): Promise<Creation> {
    try {
      return await this.creations.owned(userId, id);
    } catch (error) {
      if (error instanceof NotFoundError)
        throw new NotFoundError(`${field}: Creation not found`, { field });
      throw error;
    }
  }

  private async uploaded(
    userId: string,
    dataUrl: string,
    size: ImageSize,
    sourceCreationId?: string,
  ): Promise<UploadedImage> {
    const uploaded = await this.provider.uploadImage(dataUrl);
    await this.uploads.remember(userId, {
      imageUUID: uploaded.imageUUID,
      width: size.width,
      height: size.height,
      sourceCreationId,
    });
    return uploaded;
  }
}

/**
 * Every image a generation request names, with the field that names it: seed, mask, each
 * ControlNet's and IP-Adapter's guide image, each PuLID identity image and each reference image
 * an instruction edits.
 */
export function generationImageReferences(input: {
  seedImage?: string | null;
  maskImage?: string | null;
  controlNets?: { guideImage?: string | null }[] | null;
  ipAdapters?: { guideImage?: string | null; guideImages?: string[] | null }[] | null;
  pulid?: { images: string[] } | null;
  referenceImages?: string[] | null;
}): [field: string, reference: string | null | undefined][] {
  return [
    ['seedImage', input.seedImage],
    ['maskImage', input.maskImage],
    ...(input.controlNets ?? []).map((item, index): [string, string | null | undefined] => [
      `controlNets[${index}].guideImage`,
      item.guideImage,
    ]),
    ...(input.ipAdapters ?? []).flatMap((item, index): [string, string | null | undefined][] => [
      [`ipAdapters[${index}].guideImage`, item.guideImage],
      ...(item.guideImages ?? []).map((image, at): [string, string] => [
        `ipAdapters[${index}].guideImages[${at}]`,
        image,
      ]),
    ]),
    ...(input.pulid?.images ?? []).map((image, at): [string, string] => [
      `pulid.images[${at}]`,
      image,
    ]),
    ...(input.referenceImages ?? []).map((image, at): [string, string] => [
      `referenceImages[${at}]`,
      image,
    ]),
  ];
}

/** Another user's image (or none) answers as not found, naming the field: nothing is revealed. */
function imageNotFound(field: string): NotFoundError {
  return new NotFoundError(`${field}: Image not found among your uploads and results`, { field });
}

/** The size an inline image's header states, or null when it is not an inline image. */
async function inlineSize(value: string): Promise<ImageSize | null> {
  const match = /^data:image\/[a-z+]+;base64,(.+)$/s.exec(value);
  if (!match) return null;
  const metadata = await sharp(Buffer.from(match[1], 'base64'))
    .metadata()
    .catch(() => null);
  return metadata?.width && metadata.height
    ? { width: metadata.width, height: metadata.height }
    : null;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
