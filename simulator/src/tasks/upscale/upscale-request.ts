import { type ImageToolRequest } from '../image-tools/image-tool-handler.js';

/** The factors Runware's upscale takes: 2 or 4 (there is no ×3). */
export const UPSCALE_FACTORS = [2, 4] as const;

/** Only SwinIR upscales by 4; Runware's other image upscalers take 2 alone. */
export const FACTORS_BY_UPSCALER: Readonly<Record<string, readonly number[]>> = {
  'runware:500@1': [2],
  'runware:501@1': [2],
  'runware:502@1': [2],
  'runware:503@1': [2, 4],
};

/** A validated upscale (or imageUpscale) task; the input image is not read yet. */
export interface UpscaleRequest extends ImageToolRequest {
  upscaleFactor: number;
}
