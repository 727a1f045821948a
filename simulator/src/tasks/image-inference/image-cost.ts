import { architectureOf } from '../../catalogue/architectures.js';
import { type ArchitectureCode } from '../../catalogue/catalogue-model.js';

const REFERENCE_PIXELS = 1024 * 1024;

/**
 * The simulator's price of one image in USD: the architecture's price of a 1024×1024 image at its
 * reference step count, scaled linearly by steps and by pixel count (a plausible model, not the
 * provider's unpublished formula). Each of numberResults images costs this much.
 */
export function imageCost(
  architecture: ArchitectureCode,
  steps: number,
  width: number,
  height: number,
): number {
  const profile = architectureOf(architecture);
  const cost =
    profile.costPerImage *
    (steps / profile.costReferenceSteps) *
    ((width * height) / REFERENCE_PIXELS);
  return Math.round(cost * 1e10) / 1e10;
}
