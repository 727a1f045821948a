import sharp, { type PngOptions } from 'sharp';
import { type ApiClient } from './api-client.js';

/** An SDXL checkpoint of the provider's catalogue, the model of the image tests. */
export const SDXL = 'civitai:101055@128078';

/** A PNG as a data URL, as clients send images in a JSON body. */
export const dataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Uploads a PNG over REST as a client does (`POST /api/upload-image`); answers the request. */
export const uploadPng = (api: ApiClient, token: string, png: Buffer) =>
  api.post('/api/upload-image', { imageData: dataUrlOf(png) }, token);

/** Uploads a PNG of one colour for `token` and answers its imageUUID (the upload must succeed). */
export async function uploadSolid(
  api: ApiClient,
  token: string,
  { width, height, colour }: { width: number; height: number; colour: string },
): Promise<string> {
  const upload = await uploadPng(api, token, await solidPng(width, height, colour));
  if (upload.status !== 200)
    throw new Error(`upload refused (${upload.status}): ${JSON.stringify(upload.body)}`);
  return upload.body.imageUUID as string;
}

/** A PNG of one colour. */
export function solidPng(
  width: number,
  height: number,
  background = '#fff',
  options: PngOptions = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png(options)
    .toBuffer();
}

/** A PNG data URL: a rectangle of `colour` with a yellow one of half its size in its middle. */
export async function pngDataUrl(
  width: number,
  height: number,
  colour = '#3366cc',
): Promise<string> {
  const inner = await solidPng(width / 2, height / 2, '#ffcc00');
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: inner, left: width / 4, top: height / 4 }])
    .png()
    .toBuffer();
  return dataUrlOf(png);
}

/** A GraphQL generateImages input: one 512 × 512 SDXL PNG in 20 steps, with `overrides`. */
export const generateInput = (overrides: Record<string, unknown> = {}) => ({
  prompt: 'a castle on a hill',
  model: SDXL,
  width: 512,
  height: 512,
  format: 'png',
  imageCount: 1,
  steps: 20,
  ...overrides,
});

/** A task of a REST /api/generate body: one 512 × 512 SDXL image, with `overrides`. */
export const generateTask = (overrides: Record<string, unknown> = {}) => ({
  positivePrompt: 'a castle',
  model: SDXL,
  width: 512,
  height: 512,
  ...overrides,
});

/** An imageInference task of a REST /api/generate body: `numberResults` 512 × 512 SDXL images. */
export const inferenceTask = (positivePrompt: string, numberResults = 1) =>
  generateTask({ taskType: 'imageInference', positivePrompt, numberResults });

/**
 * How much redder than green the image at `url` is on average (-255 to 255): the simulator tints
 * a picture towards its identity and style references, so a red reference shows as redness.
 */
export async function rednessOf(url: string): Promise<number> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let index = 0; index < data.length; index += info.channels)
    red += (data[index] as number) - (data[index + 1] as number);
  return red / (data.length / info.channels);
}
