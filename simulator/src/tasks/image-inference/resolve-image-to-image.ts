import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImage, type InputImageResolver } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { type ImageToImageInputs } from './image-inference-request.js';
import { checkOutpaintSize } from './outpaint.js';

/** The seed image and mask of an image-to-image task, read and checked against each other. */
export interface ImageToImageSources {
  seed: InputImage;
  mask?: InputImage;
  strength: number;
}

/**
 * Reads seedImage and maskImage (`invalidSeedImage` / `invalidMaskImage` when they cannot be
 * read) and refuses a mask whose size differs from the seed image's.
 */
export async function resolveImageToImage(
  task: RawTask,
  inputs: ImageToImageInputs,
  resolver: InputImageResolver,
): Promise<ImageToImageSources> {
  const parameters = new TaskParameters(task, DOCUMENTATION.imageInference);
  const seed = await resolver.resolve(
    parameters,
    { name: 'seedImage', code: 'invalidSeedImage', formats: INPUT_FORMATS },
    inputs.seedImage,
  );
  if (inputs.outpaint)
    checkOutpaintSize(parameters, seed.decoded, inputs.outpaint, {
      width: task.width as number,
      height: task.height as number,
    });
  if (inputs.maskImage === undefined) return { seed, strength: inputs.strength };
  const mask = await resolver.resolve(
    parameters,
    { name: 'maskImage', code: 'invalidMaskImage', formats: INPUT_FORMATS },
    inputs.maskImage,
  );
  const seedSize = `${seed.decoded.width}×${seed.decoded.height}`;
  const maskSize = `${mask.decoded.width}×${mask.decoded.height}`;
  if (seedSize !== maskSize) {
    parameters.reject(
      'invalidMaskImage',
      'maskImage',
      'string',
      `Invalid value for maskImage parameter. The mask is ${maskSize} pixels but the seed image is ${seedSize}: they must have the same size.`,
    );
  }
  return { seed, mask, strength: inputs.strength };
}
