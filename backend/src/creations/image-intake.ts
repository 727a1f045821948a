import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { AppConfig } from '../config/app-config.js';
import { type CreationFormat } from './entities/creation.entity.js';

/** An image that passed every check: real bytes of an accepted format, with its true size. */
export interface CheckedImage {
  bytes: Buffer;
  format: CreationFormat;
  contentType: string;
  width: number;
  height: number;
}

const CONTENT_TYPES: Record<CreationFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};
const DATA_URL = /^data:(image\/(?:png|jpeg|jpg|webp));base64,([A-Za-z0-9+/=\s]+)$/;
const FETCH_TIMEOUT_MS = 30_000;
const THUMBNAIL_LONG_SIDE = 384;

function sizeText(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Number(megabytes.toFixed(1))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Brings an image to be saved into the server: copied from an allow-listed host or decoded from a
 * data URL, size-capped while it streams in, and checked by decoding its header — the declared
 * content type alone is never trusted.
 */
@Injectable()
export class ImageIntake {
  private readonly allowedHosts: Set<string>;
  private readonly maxBytes: number;
  private readonly maxPixels: number;

  constructor(config: AppConfig) {
    this.maxBytes = config.SAVE_IMAGE_MAX_BYTES;
    this.maxPixels = config.SAVE_IMAGE_MAX_PIXELS;
    this.allowedHosts = new Set(
      [...config.IMAGE_SOURCE_HOSTS.split(','), new URL(config.RUNWARE_API_URL).host]
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    );
  }

  /** Whether images are taken from this host (the provider's own and the configured ones). */
  allowsHost(host: string): boolean {
    return this.allowedHosts.has(host.toLowerCase());
  }

  async fromUrl(imageUrl: string): Promise<CheckedImage> {
    const url = URL.canParse(imageUrl) ? new URL(imageUrl) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      throw new ValidationFailedError('imageUrl must be an absolute http(s) URL', {
        field: 'imageUrl',
      });
    }
    if (!this.allowsHost(url.host)) {
      throw new ValidationFailedError(`Images cannot be saved from ${url.host}`, {
        field: 'imageUrl',
      });
    }
    // No redirects: a redirect could lead off the allow-list.
    const response = await fetch(url, {
      redirect: 'error',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    }).catch(() => null);
    if (!response?.ok || !response.body) {
      throw new ValidationFailedError(
        `The image could not be fetched${response ? ` (${response.status})` : ''}`,
        { field: 'imageUrl' },
      );
    }
    const declaredType = response.headers.get('content-type') ?? '';
    if (!declaredType.startsWith('image/')) {
      await response.body.cancel();
      throw this.notAnImage();
    }
    const declaredLength = Number(response.headers.get('content-length') ?? 0);
    if (declaredLength > this.maxBytes) {
      await response.body.cancel();
      throw this.tooLarge();
    }
    return this.check(await this.readCapped(response.body));
  }

  /** `field` names the input in refusals. */
  async fromDataUrl(dataUrl: string, field = 'image'): Promise<CheckedImage> {
    // Base64 is 4 characters per 3 bytes: refuse before decoding anything too large.
    if (dataUrl.length > Math.ceil(this.maxBytes / 3) * 4 + 64) throw this.tooLarge(field);
    const match = DATA_URL.exec(dataUrl);
    if (!match) throw this.notAnImage(field);
    return this.check(Buffer.from(match[2], 'base64'), field);
  }

  /**
   * Like fromDataUrl, and the whole image decoded too (a header can be fine over a truncated or
   * corrupt body): for an image handed on to the provider rather than only stored.
   */
  async decodedFromDataUrl(dataUrl: string, field: string): Promise<CheckedImage> {
    const image = await this.fromDataUrl(dataUrl, field);
    const decoded = await sharp(image.bytes, { failOn: 'error', limitInputPixels: this.maxPixels })
      .resize(64, 64, { fit: 'inside' })
      .toBuffer()
      .then(() => true)
      .catch(() => false);
    if (!decoded)
      throw new ValidationFailedError(`${field} could not be decoded: the image is damaged`, {
        field,
      });
    return image;
  }

  /** A WebP of about THUMBNAIL_LONG_SIDE pixels on its long side, never enlarged. */
  thumbnailOf(image: CheckedImage): Promise<Buffer> {
    return sharp(image.bytes)
      .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  }

  private async check(bytes: Buffer, field = 'image'): Promise<CheckedImage> {
    if (bytes.length > this.maxBytes) throw this.tooLarge(field);
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    const format = metadata?.format as CreationFormat | undefined;
    if (!metadata || !format || !(format in CONTENT_TYPES) || !metadata.width || !metadata.height) {
      throw this.notAnImage(field);
    }
    // Read from the header only: nothing has been decoded yet.
    if (metadata.width * metadata.height > this.maxPixels) {
      throw new ValidationFailedError(
        `The image has more than ${Number((this.maxPixels / 1e6).toFixed(1))} million pixels (${metadata.width}×${metadata.height})`,
        { field },
      );
    }
    return {
      bytes,
      format,
      contentType: CONTENT_TYPES[format],
      width: metadata.width,
      height: metadata.height,
    };
  }

  private async readCapped(body: ReadableStream<Uint8Array>): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > this.maxBytes) throw this.tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  }

  private notAnImage(field = 'image') {
    return new ValidationFailedError('The file is not a PNG, JPEG or WebP image', { field });
  }

  private tooLarge(field = 'image') {
    return new ValidationFailedError(`The image is larger than ${sizeText(this.maxBytes)}`, {
      field,
    });
  }
}
