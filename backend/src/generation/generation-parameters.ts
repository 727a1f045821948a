import { type GenerateImagesInput } from './dto/generate-images.input.js';

/** Architectures that take no negative prompt (spec part 1 §5). */
export const FLUX_ARCHITECTURES = ['FLUX.1 D', 'FLUX.1 S'];
export const DEFAULT_NEGATIVE_PROMPT = 'blurry, bad quality';

/**
 * The negative prompt actually sent: none for FLUX, the default when empty, refused when shorter
 * than 2 characters. Returns the message naming the field when refused.
 */
export function effectiveNegativePrompt(
  input: GenerateImagesInput,
  architecture: string,
): { value?: string; error?: string } {
  if (FLUX_ARCHITECTURES.includes(architecture)) return {};
  const text = input.negativePrompt?.trim() ?? '';
  if (text.length === 0) return { value: DEFAULT_NEGATIVE_PROMPT };
  if (text.length < 2) return { error: 'negativePrompt must be at least 2 characters' };
  return { value: text };
}

const SECRET_OR_BULKY = new Set(['providerApiKey', 'providerEndpoint', 'taskUUID']);

/** What is kept with a generation for history: never the user's key, never inline image data. */
export function parametersForHistory(input: GenerateImagesInput): Record<string, unknown> {
  const shrink = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('data:')
      ? '[inline image]'
      : Array.isArray(value)
        ? value.map(shrinkObject)
        : value;
  const shrinkObject = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shrink(v)]))
      : value;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => !SECRET_OR_BULKY.has(key) && value !== undefined)
      .map(([key, value]) => [key, shrink(value)]),
  );
}
