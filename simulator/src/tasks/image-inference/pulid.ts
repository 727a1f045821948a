import { type ArchitectureProfile } from '../../catalogue/architectures.js';
import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImageResolver } from '../../images/input-image-resolver.js';
import { type RawImage } from '../../rendering/encode-image.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { refuseNonImageItems, refuseOnArchitecture } from './architecture-refusals.js';
import { nestedNumber } from './parse-refinements.js';

/** What `idWeight` is when not sent, and its range (Runware's 2025 docs; the 2026 map gives none). */
const DEFAULT_ID_WEIGHT = 1;
const ID_WEIGHT_RANGE = { min: 0, max: 3 };
/** How much of the identity's colour one unit of idWeight lays over the picture. */
const TINT_PER_ID_WEIGHT = 0.2;
const MAX_TINT = 0.6;

/** `pulid` as the task asked for it: the identity images (not yet read) and their weight. */
export interface PulidRequest {
  images: string[];
  idWeight: number;
}

/**
 * `pulid` of the 2026 schema: only where the model's architecture has it
 * (`unsupportedArchitecturePulid` elsewhere), at least one image reference, the numbers in range.
 */
export function parsePulid(
  parameters: TaskParameters,
  model: CatalogueModel,
  profile: ArchitectureProfile,
  steps: number,
): PulidRequest | undefined {
  const pulid = parameters.optionalObject('pulid');
  if (!pulid) return undefined;
  if (!profile.features.pulid)
    refuseOnArchitecture(parameters, model, 'pulid', 'unsupportedArchitecturePulid', 'object');
  const images = pulid.images;
  if (!Array.isArray(images) || images.length === 0) parameters.missing('pulid.images', 'array');
  refuseNonImageItems(parameters, 'pulid.images', images, 'invalidPulidImages');
  nestedNumber(parameters, 'pulid', pulid, 'trueCFGScale', { min: 0, max: 10 });
  nestedNumber(parameters, 'pulid', pulid, 'CFGstartStep', { min: 0, max: steps - 1 }, true);
  nestedNumber(parameters, 'pulid', pulid, 'CFGstartStepPercentage', { min: 0, max: 100 }, true);
  const idWeight =
    nestedNumber(parameters, 'pulid', pulid, 'idWeight', ID_WEIGHT_RANGE) ?? DEFAULT_ID_WEIGHT;
  return { images: images as string[], idWeight };
}

/** The identity a picture takes after: the mean colour of the images and how much of it shows. */
export interface Identity {
  colour: readonly [number, number, number];
  share: number;
}

/**
 * Reads every identity image (`invalidPulidImages` naming the one that cannot be read) and keeps
 * their mean colour: the simulator's stand-in for a face it cannot draw.
 */
export async function resolveIdentity(
  parameters: TaskParameters,
  request: PulidRequest,
  resolver: InputImageResolver,
): Promise<Identity> {
  const colour = await meanColourOf(
    parameters,
    resolver,
    request.images,
    (index) => `pulid.images[${index}]`,
    'invalidPulidImages',
  );
  return { colour, share: Math.min(MAX_TINT, request.idWeight * TINT_PER_ID_WEIGHT) };
}

/**
 * Reads every image, in order (one that cannot be read is refused with `code`, named
 * `name(index)`), and answers their mean colour.
 */
export async function meanColourOf(
  parameters: TaskParameters,
  resolver: InputImageResolver,
  images: readonly string[],
  name: (index: number) => string,
  code: string,
): Promise<Identity['colour']> {
  const sums = [0, 0, 0];
  for (const [index, image] of images.entries()) {
    const { decoded } = await resolver.resolve(
      parameters,
      { name: name(index), code, formats: INPUT_FORMATS },
      image,
    );
    meanColour(decoded).forEach((value, channel) => (sums[channel] += value));
  }
  const count = images.length;
  return [sums[0] / count, sums[1] / count, sums[2] / count];
}

/** The picture tinted towards the identity's colour, so a test (and a person) sees it was used. */
export function tintTowards(picture: RawImage, identity: Identity): RawImage {
  const { channels } = picture;
  const pixels = Buffer.from(picture.pixels);
  for (let index = 0; index < pixels.length; index += channels)
    for (let channel = 0; channel < 3; channel++) {
      const base = pixels[index + channel] as number;
      pixels[index + channel] =
        base + ((identity.colour[channel] as number) - base) * identity.share + 0.5;
    }
  return { ...picture, pixels };
}

export function meanColour(image: RawImage): [number, number, number] {
  const sums = [0, 0, 0];
  const { channels, pixels } = image;
  const count = pixels.length / channels;
  for (let index = 0; index < pixels.length; index += channels)
    for (let channel = 0; channel < 3; channel++)
      sums[channel] += pixels[index + channel] as number;
  return [sums[0] / count, sums[1] / count, sums[2] / count];
}
