import { type DecodedImage } from '../../images/decode-image.js';
import { type RawImage, rawPipeline } from '../../rendering/encode-image.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';

/** How far the canvas grows past each edge of the seed image (`outpaint`). */
export interface OutpaintRequest {
  top: number;
  right: number;
  bottom: number;
  left: number;
  /** 0–32: feathering of the seam (taken; the simulator draws no seam to feather). */
  blur: number;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
/** The provider's rule: each extension a multiple of 64 pixels. */
const EXTENSION_MULTIPLE = 64;

/**
 * `outpaint` as the provider takes it: each side a whole, non-negative multiple of 64, at least one
 * of them above 0; `width` and `height` are the extended size (checked against the seed image once
 * it is read, in `checkOutpaintSize`).
 */
export function parseOutpaint(
  parameters: TaskParameters,
  value: Record<string, unknown>,
): OutpaintRequest {
  const sideOf = (side: (typeof SIDES)[number]): number => {
    const extension = value[side] ?? 0;
    if (
      typeof extension !== 'number' ||
      !Number.isInteger(extension) ||
      extension < 0 ||
      extension % EXTENSION_MULTIPLE !== 0
    )
      parameters.reject(
        'invalidOutpaint',
        `outpaint.${side}`,
        'integer',
        `Invalid value for outpaint.${side} parameter. It must be 0 or more and a multiple of ${EXTENSION_MULTIPLE}.`,
      );
    return extension;
  };
  const [top, right, bottom, left] = SIDES.map(sideOf);
  if (top + right + bottom + left === 0)
    parameters.reject(
      'invalidOutpaint',
      'outpaint',
      'object',
      'Invalid value for outpaint parameter. At least one direction is required.',
    );
  // Its range (0–32) is the contract's, held by the gate.
  const blur = (value.blur as number | undefined) ?? 0;
  return { top, right, bottom, left, blur };
}

/** `width` and `height` must be the seed image's size plus the extensions (the final size). */
export function checkOutpaintSize(
  parameters: TaskParameters,
  seed: { width: number; height: number },
  outpaint: OutpaintRequest,
  size: { width: number; height: number },
): void {
  const width = seed.width + outpaint.left + outpaint.right;
  const height = seed.height + outpaint.top + outpaint.bottom;
  for (const [name, wanted] of [
    ['width', width],
    ['height', height],
  ] as const)
    if (size[name] !== wanted)
      parameters.invalid(
        name,
        'integer',
        `With outpaint the ${name} must be the final, extended size: ${wanted} (the seed image's ${name} plus the extensions).`,
      );
}

/** The painted canvas with the seed image laid unchanged at its place inside it. */
export async function placeSeed(
  canvas: RawImage,
  seed: DecodedImage,
  outpaint: OutpaintRequest,
): Promise<RawImage> {
  const seedPixels = await rawPipeline(seed)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const pixels = Buffer.from(canvas.pixels);
  for (let y = 0; y < seed.height; y++) {
    const from = y * seed.width * 3;
    const to = ((outpaint.top + y) * canvas.width + outpaint.left) * 3;
    seedPixels.copy(pixels, to, from, from + seed.width * 3);
  }
  return { ...canvas, pixels };
}
