import sharp from 'sharp';
import { type InputImage } from '../../images/input-image-resolver.js';
import { paintSubjectMask } from '../../rendering/subject-mask.js';
import { segmentByBorderColour } from './border-colour-segmentation.js';

/**
 * Where the subject of an input image is, one byte per pixel (255 subject, 0 background). A picture
 * the simulator painted (or an upscale of one) knows its subject: the painter's plan is drawn again
 * and its mask scaled to the input's size. Any other image is segmented by its colours.
 */
export async function subjectMask(input: InputImage): Promise<Buffer> {
  const { decoded, origin } = input;
  const painting = origin.painting;
  if (!painting) return segmentByBorderColour(decoded);
  const mask = paintSubjectMask(painting.identity, painting.width, painting.height);
  if (painting.width === decoded.width && painting.height === decoded.height) return mask;
  return sharp(mask, { raw: { width: painting.width, height: painting.height, channels: 1 } })
    .resize({ width: decoded.width, height: decoded.height, fit: 'fill', kernel: 'lanczos3' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
