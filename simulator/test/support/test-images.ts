import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { type Simulator } from '../../src/simulator.js';
import { download, post } from './simulator-client.js';

/** Raw 8-bit pixels of a decoded image. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/**
 * A PNG test card: a plain background with a filled rectangle of another colour in the middle
 * (a quarter of each side in from the edges), so background and subject are known exactly.
 */
export async function testCard(
  width: number,
  height: number,
  background = '#2a6fdb',
  subject = '#f5a623',
): Promise<Buffer> {
  const left = Math.round(width / 4);
  const top = Math.round(height / 4);
  const box = await solid(width - 2 * left, height - 2 * top, subject);
  return sharp(await solid(width, height, background))
    .composite([{ input: box, left, top }])
    .png()
    .toBuffer();
}

/** A black PNG with a white rectangle: the area an inpainting task may repaint. */
export async function maskCard(
  width: number,
  height: number,
  white: { left: number; top: number; width: number; height: number },
): Promise<Buffer> {
  const box = await solid(white.width, white.height, '#ffffff');
  return sharp(await solid(width, height, '#000000'))
    .composite([{ input: box, left: white.left, top: white.top }])
    .png()
    .toBuffer();
}

export function solid(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export function dataUri(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export async function pixelsOf(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The bytes behind a result item's imageURL, imageBase64Data or imageDataURI. */
export async function resultBytes(item: Record<string, unknown>): Promise<Buffer> {
  if (typeof item.imageBase64Data === 'string') return Buffer.from(item.imageBase64Data, 'base64');
  if (typeof item.imageDataURI === 'string') {
    return Buffer.from(item.imageDataURI.slice(item.imageDataURI.indexOf(',') + 1), 'base64');
  }
  const file = await download(item.imageURL as string);
  expect(file.status).toBe(200);
  return file.bytes;
}

/** Runs one task that must succeed and answers the picture it made, decoded. */
export async function generatedPixels(
  simulator: Simulator,
  task: Record<string, unknown>,
): Promise<Pixels> {
  const answer = await post(simulator, [task]);
  expect(answer.body.errors).toBeUndefined();
  return pixelsOf(await resultBytes(answer.body.data![0] as Record<string, unknown>));
}

/** Uploads a 64 × 64 picture of one colour and answers its imageUUID. */
export async function uploadedSwatch(simulator: Simulator, colour: string): Promise<string> {
  return uploadedImageUUID(simulator, dataUri(await solid(64, 64, colour)));
}

/** Uploads an image (imageUpload, sync) and answers its result item. */
export async function upload(
  simulator: Simulator,
  image: string,
): Promise<Record<string, unknown>> {
  const answer = await post(simulator, [
    { taskType: 'imageUpload', taskUUID: randomUUID(), image },
  ]);
  expect(answer.status).toBe(200);
  return answer.body.data?.[0] as Record<string, unknown>;
}

/** Uploads an image (imageUpload, sync) and answers its imageUUID. */
export async function uploadedImageUUID(simulator: Simulator, image: string): Promise<string> {
  return (await upload(simulator, image)).imageUUID as string;
}

/** A 256 × 256 test card and the imageUUID it is uploaded as: the image-to-image suites' seed. */
export async function uploadedSeedCard(
  simulator: Simulator,
): Promise<{ seed: Buffer; seedUUID: string }> {
  const seed = await testCard(256, 256);
  return { seed, seedUUID: await uploadedImageUUID(simulator, dataUri(seed)) };
}

/** The mean of one channel over the whole picture. */
export function meanChannel(image: Pixels, channel: number): number {
  let sum = 0;
  for (let index = channel; index < image.data.length; index += image.channels)
    sum += image.data[index] as number;
  return sum / (image.data.length / image.channels);
}

/** Mean absolute difference per channel value between two RGB(A) images of the same size (0–255). */
export function meanDifference(a: Pixels, b: Pixels): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let total = 0;
  for (let pixel = 0; pixel < a.width * a.height; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      total += distance(
        a.data[pixel * a.channels + channel] as number,
        b.data[pixel * b.channels + channel] as number,
      );
    }
  }
  return total / (a.width * a.height * 3);
}

/** |a − b| without Math.abs, which is slow inside Jest's sandbox. */
export function distance(a: number, b: number): number {
  return a > b ? a - b : b - a;
}

/** The value of one channel of the pixel at (x, y). */
export function channelAt(image: Pixels, x: number, y: number, channel: number): number {
  return image.data[(y * image.width + x) * image.channels + channel] as number;
}
