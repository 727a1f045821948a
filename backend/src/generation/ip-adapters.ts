import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type IpAdapterRequest } from '../provider/generation-request.js';
import { type IpAdapterInput, MAX_IP_ADAPTER_IMAGES } from './dto/generate-images.input.js';

/** The IP-Adapter options only the UNet families (SD 1.5, SDXL, Pony) take in Runware's contract. */
const UNET_OPTIONS = ['weightType', 'weightComposition', 'embedScaling', 'combineMethod'] as const;
const TAKES_UNET_OPTIONS = /^(sd1|sdxl|sdhyper|pony)/;

/** Whether an architecture (its provider code) takes the IP-Adapter options (weightType, ...). */
export function takesIpAdapterOptions(architectureCode: string | null | undefined): boolean {
  return !architectureCode || TAKES_UNET_OPTIONS.test(architectureCode);
}

/**
 * The IP-Adapters of a generation as the provider takes them: every reference image of an
 * adapter (the spec's single `guideImage`, then `guideImages`) in one `guideImages` list. An
 * adapter needs at least one, and at most MAX_IP_ADAPTER_IMAGES; the options (weightType, ...)
 * only on an architecture whose contract has them (the base model's provider code: FLUX takes
 * none). Each refusal names the field.
 */
export function ipAdapterRequests(
  inputs: readonly IpAdapterInput[] | undefined,
  architectureCode?: string | null,
): IpAdapterRequest[] | undefined {
  return inputs?.map((input, index) => {
    const option = UNET_OPTIONS.find((name) => input[name] !== undefined && input[name] !== null);
    if (option && !takesIpAdapterOptions(architectureCode))
      throw new ValidationFailedError(
        `${option} is not available for IP-Adapters on this architecture`,
        { field: `ipAdapters[${index}].${option}` },
      );
    const guideImages = [input.guideImage, ...(input.guideImages ?? [])].filter(
      (image): image is string => typeof image === 'string' && image.length > 0,
    );
    const field = `ipAdapters[${index}].guideImages`;
    if (guideImages.length === 0)
      throw new ValidationFailedError('An IP-Adapter needs at least one reference image', {
        field,
      });
    if (guideImages.length > MAX_IP_ADAPTER_IMAGES)
      throw new ValidationFailedError(
        `An IP-Adapter takes at most ${MAX_IP_ADAPTER_IMAGES} reference images`,
        { field },
      );
    return {
      model: input.model,
      weight: input.weight,
      guideImages,
      weightType: input.weightType,
      weightComposition: input.weightComposition,
      embedScaling: input.embedScaling,
      combineMethod: input.combineMethod,
    };
  });
}
