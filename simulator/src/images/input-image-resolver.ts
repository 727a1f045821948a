import { type PublicUrls } from '../http/public-urls.js';
import { isUuid } from '../protocol/is-uuid.js';
import { type TaskParameters } from '../protocol/task-parameters.js';
import { type ImageLibrary } from '../storage/image-library.js';
import {
  type DecodedImage,
  decodeImage,
  type InputFormat,
  UndecodableImageError,
} from './decode-image.js';
import { fetchRemoteImage, UnreachableImageError } from './fetch-remote-image.js';
import { type ImageOrigin } from './image-origin.js';

const DATA_URI = /^data:([^,]*?),(.*)$/s;
const RAW_BASE64 = /^[A-Za-z0-9+/=\s]{16,}$/;
const OWN_IMAGE_FILE = /^([0-9a-f-]{36})\.(jpg|png|webp)$/i;

/** How a task names the image parameter it reads, and how it refuses a bad one. */
export interface InputImageParameter {
  /** The parameter as the client sent it: `inputImage`, `inputs.image`, `seedImage`, … */
  name: string;
  /** The refusal code: `invalidInputImage`, `invalidSeedImage`, … */
  code: string;
  formats: readonly InputFormat[];
}

/** An input image, read and decoded. */
export interface InputImage {
  decoded: DecodedImage;
  /** The encoded bytes as received or stored. */
  bytes: Buffer;
  /** Set when it is an image the simulator holds already (named by UUID or by its URL). */
  imageUUID?: string;
  origin: ImageOrigin;
}

/**
 * Reads the image an input parameter names, in any form the provider accepts: the
 * UUID of an image the simulator made or received, one of its image URLs, another URL (fetched), a
 * data URI or raw base64. Anything it cannot turn into pixels is refused with the parameter's
 * `invalid…` code and the reason.
 */
export class InputImageResolver {
  constructor(
    private readonly library: ImageLibrary,
    private readonly urls: PublicUrls,
  ) {}

  async resolve(
    parameters: TaskParameters,
    parameter: InputImageParameter,
    value: unknown,
  ): Promise<InputImage> {
    const refuse = (reason: string): never =>
      parameters.reject(
        parameter.code,
        parameter.name,
        'string',
        `Invalid value for ${parameter.name} parameter. ${reason}`,
      );
    const source = await this.read(value, refuse);
    try {
      const decoded = await decodeImage(source.bytes, parameter.formats);
      return { ...source, decoded };
    } catch (error) {
      if (error instanceof UndecodableImageError) return refuse(error.message);
      throw error;
    }
  }

  private async read(
    value: unknown,
    refuse: (reason: string) => never,
  ): Promise<Omit<InputImage, 'decoded'>> {
    if (typeof value !== 'string' || value.trim() === '') {
      return refuse('It must be an image UUID, a data URI, base64 data or a URL.');
    }
    if (isUuid(value)) return this.stored(value, refuse, `No image with UUID ${value} exists`);
    const dataUri = DATA_URI.exec(value);
    if (dataUri) {
      if (!(dataUri[1] as string).toLowerCase().endsWith(';base64')) {
        return refuse('A data URI must carry base64 data (data:image/png;base64,...).');
      }
      return this.received(Buffer.from(dataUri[2] as string, 'base64'));
    }
    if (/^https?:\/\//i.test(value)) return this.fetched(value, refuse);
    if (RAW_BASE64.test(value)) return this.received(Buffer.from(value, 'base64'));
    return refuse('It must be an image UUID, a data URI, base64 data or a URL.');
  }

  private async stored(
    imageUUID: string,
    refuse: (reason: string) => never,
    notFound: string,
  ): Promise<Omit<InputImage, 'decoded'>> {
    const found = await this.library.read(imageUUID);
    if (!found) {
      return refuse(
        `${notFound}: it was never generated or uploaded here, or it has expired. Upload it with imageUpload or send it as a data URI.`,
      );
    }
    return { bytes: found.bytes, imageUUID: found.image.imageUUID, origin: found.image.origin };
  }

  private received(bytes: Buffer): Omit<InputImage, 'decoded'> {
    return { bytes, origin: this.library.origin(bytes) };
  }

  /** The simulator's own URLs are read from its store; any other URL is downloaded. */
  private async fetched(
    url: string,
    refuse: (reason: string) => never,
  ): Promise<Omit<InputImage, 'decoded'>> {
    const ownPrefix = this.urls.image('');
    if (url.startsWith(ownPrefix)) {
      const file = OWN_IMAGE_FILE.exec(url.slice(ownPrefix.length));
      if (!file) return refuse(`No image is served at ${url}.`);
      return this.stored(file[1] as string, refuse, `No image is served at ${url}`);
    }
    try {
      return this.received(await fetchRemoteImage(url));
    } catch (error) {
      if (error instanceof UnreachableImageError) {
        return refuse(`The image at ${url} could not be fetched: ${error.message}.`);
      }
      throw error;
    }
  }
}
