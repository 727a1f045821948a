import { randomInt, randomUUID } from 'node:crypto';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { type PublicUrls } from '../../http/public-urls.js';
import { type RawTask } from '../../protocol/task-parameters.js';
import { contentTypeOf, extensionOf } from '../../rendering/output-format.js';
import { renderPicture } from '../../rendering/render-picture.js';
import { type GeneratedImageStore } from '../../storage/generated-image-store.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { imageCost } from './image-cost.js';
import { type ImageInferenceRequest } from './image-inference-request.js';
import { looksNsfw } from './nsfw-prompt.js';
import { parseImageInference } from './parse-image-inference.js';

/** Random seeds are 32-bit, as the provider's docs say. */
const MAX_RANDOM_SEED = 2 ** 32 - 1;

/** Renders numberResults pictures per task and answers them as the provider does (reference §4.1). */
export class ImageInferenceHandler implements TaskHandler {
  readonly taskType = 'imageInference';
  /** A billed generation: accepted on receipt, so a request failing afterwards does not undo it. */
  readonly keptOnReceipt = true;

  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly images: GeneratedImageStore,
    private readonly urls: PublicUrls,
  ) {}

  prepare(task: RawTask, taskUUID: string): PreparedTask {
    const request = parseImageInference(task, taskUUID, this.catalogue);
    return { deliveryMethod: request.deliveryMethod, run: () => this.run(request) };
  }

  private async run(request: ImageInferenceRequest): Promise<ResultItem[]> {
    const firstSeed = request.seed ?? BigInt(randomInt(1, MAX_RANDOM_SEED));
    const results = Array.from({ length: request.numberResults }, (_, index) =>
      this.renderOne(request, firstSeed + BigInt(index)),
    );
    return Promise.all(results);
  }

  private async renderOne(request: ImageInferenceRequest, seed: bigint): Promise<ResultItem> {
    const { width, height, outputFormat } = request;
    const bytes = await renderPicture({
      identity: [request.positivePrompt, seed, request.model.air, width, height].join('\u0000'),
      width,
      height,
      format: outputFormat,
      quality: request.outputQuality,
    });
    const imageUUID = randomUUID();
    const item: ResultItem = {
      taskType: this.taskType,
      taskUUID: request.taskUUID,
      imageUUID,
      ...(await this.deliver(request, imageUUID, bytes)),
      seed: Number(seed),
    };
    if (request.checkContent) item.NSFWContent = looksNsfw(request.positivePrompt);
    if (request.includeCost) {
      item.cost = imageCost(request.model.architecture, request.steps, width, height);
    }
    return item;
  }

  private async deliver(
    request: ImageInferenceRequest,
    imageUUID: string,
    bytes: Buffer,
  ): Promise<ResultItem> {
    switch (request.outputType) {
      case 'base64Data':
        return { imageBase64Data: bytes.toString('base64') };
      case 'dataURI':
        return {
          imageDataURI: `data:${contentTypeOf(request.outputFormat)};base64,${bytes.toString('base64')}`,
        };
      case 'URL': {
        const fileName = `${imageUUID}.${extensionOf(request.outputFormat)}`;
        await this.images.save(fileName, bytes, request.ttl);
        return { imageURL: this.urls.image(fileName) };
      }
    }
  }
}
