import { type RawImage, rawPipeline } from '../../rendering/encode-image.js';

/** The side of the thumbnail the colours are read from: enough for proportions, cheap to scan. */
const THUMBNAIL_EDGE = 64;

interface Tally {
  colours: Map<string, number>;
  luminances: number[];
  transparent: number;
}

/**
 * Describes an image the simulator knows nothing about from its pixels: brightness, dominant
 * colours, orientation and contrast, e.g. "A bright, mostly blue landscape-format image with
 * touches of orange and white, strong contrast."
 */
export async function describeImage(image: RawImage): Promise<string> {
  const thumbnail = await thumbnailOf(image);
  const tally = tallyPixels(thumbnail);
  const opaque = tally.luminances.length;
  if (opaque === 0) return `A fully transparent ${orientation(image)} image.`;
  const ranked = [...tally.colours.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const [dominant, share] = ranked[0] as [string, number];
  const accents = ranked
    .slice(1)
    .filter(([, count]) => count / opaque >= 0.08)
    .slice(0, 2)
    .map(([name]) => name);
  const brightness = brightnessWord(mean(tally.luminances));
  const colour = share / opaque >= 0.4 ? `mostly ${dominant}` : `${dominant}-toned`;
  const parts = [`${articleFor(brightness)} ${brightness}, ${colour} ${orientation(image)} image`];
  if (accents.length > 0) parts[0] += ` with touches of ${accents.join(' and ')}`;
  parts.push(contrastWords(standardDeviation(tally.luminances)));
  if (tally.transparent / (opaque + tally.transparent) > 0.05)
    parts.push('on a transparent background');
  return `${parts.join(', ')}.`;
}

async function thumbnailOf(image: RawImage): Promise<RawImage> {
  const { data, info } = await rawPipeline(image)
    .resize({ width: THUMBNAIL_EDGE, height: THUMBNAIL_EDGE, fit: 'inside', kernel: 'cubic' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: image.channels };
}

function tallyPixels({ pixels, channels }: RawImage): Tally {
  const tally: Tally = { colours: new Map(), luminances: [], transparent: 0 };
  for (let index = 0; index < pixels.length; index += channels) {
    if (channels === 4 && (pixels[index + 3] as number) < 128) {
      tally.transparent++;
      continue;
    }
    const [r, g, b] = [pixels[index], pixels[index + 1], pixels[index + 2]] as number[] as [
      number,
      number,
      number,
    ];
    tally.luminances.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
    const name = colourName(r, g, b);
    tally.colours.set(name, (tally.colours.get(name) ?? 0) + 1);
  }
  return tally;
}

/** The everyday name of an sRGB colour, from its hue, saturation and lightness. */
export function colourName(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.12) return 'black';
  if (lightness > 0.92) return 'white';
  if (saturation < 0.18) return lightness < 0.25 ? 'black' : lightness > 0.8 ? 'white' : 'grey';
  const hue = hueOf(r / 255, g / 255, b / 255, max, chroma);
  if (hue < 15 || hue >= 335) return lightness < 0.3 ? 'brown' : 'red';
  if (hue < 45) return lightness < 0.35 ? 'brown' : 'orange';
  if (hue < 70) return 'yellow';
  if (hue < 160) return 'green';
  if (hue < 200) return 'teal';
  if (hue < 255) return 'blue';
  if (hue < 290) return 'purple';
  return 'pink';
}

function hueOf(r: number, g: number, b: number, max: number, chroma: number): number {
  let hue: number;
  if (max === r) hue = ((g - b) / chroma) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  return (hue * 60 + 360) % 360;
}

function orientation({ width, height }: { width: number; height: number }): string {
  if (width > height * 1.1) return 'landscape-format';
  if (height > width * 1.1) return 'portrait-format';
  return 'square';
}

function brightnessWord(luminance: number): string {
  if (luminance < 64) return 'dark';
  if (luminance < 112) return 'dim';
  if (luminance < 160) return 'softly lit';
  if (luminance < 208) return 'bright';
  return 'very bright';
}

function contrastWords(deviation: number): string {
  if (deviation < 25) return 'smooth, low-contrast tones';
  if (deviation < 55) return 'moderate contrast';
  return 'strong contrast';
}

function articleFor(word: string): string {
  return /^[aeiou]/i.test(word) ? 'An' : 'A';
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function standardDeviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}
