import { randomInt } from 'node:crypto';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { type DecodedImage } from '../../images/decode-image.js';
import { type ImageOrigin } from '../../images/image-origin.js';
import { type InputImageResolver } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { cutOut } from '../../rendering/cut-out.js';
import { encodePipeline, type RawImage, rawPipeline } from '../../rendering/encode-image.js';
import { paintPicture } from '../../rendering/render-picture.js';
import { paintSubjectMask } from '../../rendering/subject-mask.js';
import { type ImageDelivery } from '../image-output/image-delivery.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { imageCost } from './image-cost.js';
import { type ImageInferenceRequest } from './image-inference-request.js';
import { blendOverSeed, type SeedAtOutputSize, seedAtOutputSize } from './image-to-image.js';
import { looksNsfw } from './nsfw-prompt.js';
import { parseImageInference } from './parse-image-inference.js';
import { type OutpaintRequest, placeSeed } from './outpaint.js';
import { FACE_REGION_EDGE } from './parse-refinements.js';
import { type Identity, resolveIdentity, tintTowards } from './pulid.js';
import { resolveReferenceImages } from './reference-images.js';
import { type ImageToImageSources, resolveImageToImage } from './resolve-image-to-image.js';

/** Random seeds are 32-bit, as the provider's docs say. */
const MAX_RANDOM_SEED = 2 ** 32 - 1;

/**
 * Renders numberResults pictures per task and answers them as the provider does.
 * With a seedImage the pictures are laid over it (image-to-image), within the maskImage if any.
 */
export class ImageInferenceHandler implements TaskHandler {
  readonly taskType = 'imageInference';
  /** A billed generation: accepted on receipt, so a request failing afterwards does not undo it. */
  readonly keptOnReceipt = true;

  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly inputs: InputImageResolver,
    private readonly delivery: ImageDelivery,
  ) {}

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const request = parseImageInference(task, taskUUID, this.catalogue);
    const sources = request.imageToImage
      ? await resolveImageToImage(task, request.imageToImage, this.inputs)
      : undefined;
    const parameters = new TaskParameters(task, DOCUMENTATION.imageInference);
    // PuLID and Kontext reference images never meet: no architecture takes both.
    const likeness = request.pulid
      ? await resolveIdentity(parameters, request.pulid, this.inputs)
      : request.referenceImages &&
        (await resolveReferenceImages(parameters, request.referenceImages, this.inputs));
    return {
      deliveryMethod: request.deliveryMethod,
      run: () => this.run(request, sources, likeness),
    };
  }

  private async run(
    request: ImageInferenceRequest,
    sources: ImageToImageSources | undefined,
    likeness: Identity | undefined,
  ): Promise<ResultItem[]> {
    const outpaint = request.imageToImage?.outpaint;
    // Outpainting keeps the seed image as it is and paints around it; otherwise the seed image is
    // stretched to the output size and painted over.
    const imageToImage =
      sources && !outpaint
        ? {
            ...sources,
            seedImage: await seedAtOutputSize(
              sources.seed.decoded,
              sources.mask?.decoded,
              request.width,
              request.height,
            ),
          }
        : undefined;
    const extending = sources && outpaint && { seed: sources.seed.decoded, outpaint };
    const firstSeed = request.seed ?? BigInt(randomInt(1, MAX_RANDOM_SEED));
    const results = Array.from({ length: request.numberResults }, (_, index) =>
      this.renderOne(request, firstSeed + BigInt(index), imageToImage, extending, likeness),
    );
    return Promise.all(results);
  }

  private async renderOne(
    request: ImageInferenceRequest,
    seed: bigint,
    imageToImage: (ImageToImageSources & { seedImage: SeedAtOutputSize }) | undefined,
    extending: { seed: DecodedImage; outpaint: OutpaintRequest } | undefined,
    likeness: Identity | undefined,
  ): Promise<ResultItem> {
    const { width, height } = request;
    const identity = [request.positivePrompt, seed, request.model.air, width, height].join(
      '\u0000',
    );
    const painted = paintPicture(identity, width, height);
    const drawn = imageToImage
      ? blendOverSeed(painted, imageToImage.seedImage, imageToImage.strength)
      : extending
        ? await placeSeed(painted, extending.seed, extending.outpaint)
        : painted;
    // PuLID or Kontext: the reference images' colour shows through, the visible mark of them.
    const pixels = likeness ? tintTowards(drawn, likeness) : drawn;
    const bytes = await encodeRefined(request, identity, pixels);
    const item: ResultItem = {
      taskType: this.taskType,
      taskUUID: request.taskUUID,
      ...(await this.delivery.deliver(
        {
          bytes,
          format: request.outputFormat,
          origin: originOf(request, identity, extending ? false : imageToImage),
        },
        request,
      )),
      seed: Number(seed),
    };
    if (request.checkContent) item.NSFWContent = looksNsfw(request.positivePrompt);
    if (request.includeCost) item.cost = costOf(request);
    return item;
  }
}

/**
 * The picture as the refinements leave it: its background cut away (layerDiffuse, from the
 * painter's own subject), then the hires pass's larger size. Face refinement leaves no mark the
 * simulator could draw; it is priced.
 */
function encodeRefined(
  request: ImageInferenceRequest,
  identity: string,
  picture: RawImage,
): Promise<Buffer> {
  const { transparentBackground, hiresFix } = request.refinements;
  const layered = transparentBackground
    ? cutOut(picture, paintSubjectMask(identity, picture.width, picture.height))
    : picture;
  const pipeline = rawPipeline(layered);
  if (hiresFix)
    pipeline.resize(picture.width * hiresFix.scale, picture.height * hiresFix.scale, {
      kernel: 'lanczos3',
    });
  return encodePipeline(pipeline, request.outputFormat, request.outputQuality);
}

/** One image's price: its pass, the hires pass at the larger size, a face region's pass. */
function costOf(request: ImageInferenceRequest): number {
  const { architecture } = request.model;
  const { width, height, refinements } = request;
  const { hiresFix, faceRefinement } = refinements;
  let cost = imageCost(architecture, request.steps, width, height);
  if (hiresFix)
    cost += imageCost(
      architecture,
      hiresFix.steps,
      width * hiresFix.scale,
      height * hiresFix.scale,
    );
  if (faceRefinement)
    cost += imageCost(architecture, faceRefinement.steps, FACE_REGION_EDGE, FACE_REGION_EDGE);
  return Math.round(cost * 1e10) / 1e10;
}

/** A picture laid over a seed image is no longer the painter's alone: its subject is unknown. */
function originOf(
  request: ImageInferenceRequest,
  identity: string,
  /** The seed image painted over; false when it was extended (outpaint). */
  imageToImage: ImageToImageSources | undefined | false,
): ImageOrigin {
  const painted =
    imageToImage === undefined ||
    (imageToImage !== false && imageToImage.strength === 1 && !imageToImage.mask);
  return {
    prompt: request.positivePrompt,
    ...(painted ? { painting: { identity, width: request.width, height: request.height } } : {}),
  };
}
