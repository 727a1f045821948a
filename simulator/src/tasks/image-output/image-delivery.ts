import { randomUUID } from 'node:crypto';
import { type PublicUrls } from '../../http/public-urls.js';
import { type InputFormat } from '../../images/decode-image.js';
import { type ImageOrigin } from '../../images/image-origin.js';
import { type InputImage } from '../../images/input-image-resolver.js';
import { encodeImage } from '../../rendering/encode-image.js';
import { contentTypeOf, type OutputFormat } from '../../rendering/output-format.js';
import { type ImageLibrary } from '../../storage/image-library.js';
import { type ResultItem } from '../task-handler.js';
import { type OutputOptions } from './output-options.js';

/** An encoded result image and where it came from. */
export interface ResultImage {
  bytes: Buffer;
  format: OutputFormat;
  origin: ImageOrigin;
}

const STORED_FORMAT: Record<InputFormat, OutputFormat | undefined> = {
  png: 'PNG',
  jpeg: 'JPG',
  webp: 'WEBP',
  gif: undefined,
};

/**
 * Hands result images over as the task's outputType asks (imageURL, imageBase64Data or
 * imageDataURI) and keeps every one in the image library, so its imageUUID and URL work as inputs
 * of later tasks whatever the outputType.
 */
export class ImageDelivery {
  constructor(
    private readonly library: ImageLibrary,
    private readonly urls: PublicUrls,
  ) {}

  /** `imageUUID` and the output field of a result item. */
  async deliver(
    image: ResultImage,
    options: Pick<OutputOptions, 'outputType' | 'ttl'>,
  ): Promise<ResultItem> {
    const imageUUID = randomUUID();
    const fileName = await this.library.add({
      imageUUID,
      bytes: image.bytes,
      format: image.format,
      origin: image.origin,
      ...(options.ttl !== undefined ? { ttl: options.ttl } : {}),
    });
    switch (options.outputType) {
      case 'base64Data':
        return { imageUUID, imageBase64Data: image.bytes.toString('base64') };
      case 'dataURI':
        return {
          imageUUID,
          imageDataURI: `data:${contentTypeOf(image.format)};base64,${image.bytes.toString('base64')}`,
        };
      case 'URL':
        return { imageUUID, imageURL: this.urls.image(fileName) };
    }
  }

  /**
   * The imageUUID of an input: its own when the simulator held it already; otherwise the input is
   * kept as an uploaded image (as the provider does with inputs sent as data) and gets a new one.
   */
  async adopt(input: InputImage): Promise<string> {
    if (input.imageUUID) return input.imageUUID;
    const format = STORED_FORMAT[input.decoded.format];
    const imageUUID = randomUUID();
    await this.library.add({
      imageUUID,
      bytes: format ? input.bytes : await encodeImage(input.decoded, 'PNG', 100),
      format: format ?? 'PNG',
      origin: input.origin,
    });
    // Remembered on the input, so asking again gives the same UUID.
    input.imageUUID = imageUUID;
    return imageUUID;
  }
}
