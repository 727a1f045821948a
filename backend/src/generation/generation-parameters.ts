import { type GenerateImagesInput } from './dto/generate-images.input.js';

export const DEFAULT_NEGATIVE_PROMPT = 'blurry, bad quality';

/**
 * The negative prompt actually sent: none where the architecture takes none (its capability; FLUX
 * in the spec), the default when empty, refused when shorter than 2 characters. Returns the
 * message naming the field when refused.
 */
export function effectiveNegativePrompt(
  input: GenerateImagesInput,
  supportsNegativePrompt: boolean,
): { value?: string; error?: string } {
  if (!supportsNegativePrompt) return {};
  const text = input.negativePrompt?.trim() ?? '';
  if (text.length === 0) return { value: DEFAULT_NEGATIVE_PROMPT };
  if (text.length < 2) return { error: 'negativePrompt must be at least 2 characters' };
  return { value: text };
}

const SECRET_OR_BULKY = new Set(['providerApiKey', 'providerEndpoint', 'taskUUID']);

/** What is kept with a generation for history: never the user's key, never inline image data. */
export function parametersForHistory(input: GenerateImagesInput): Record<string, unknown> {
  // At every depth: a PuLID or IP-Adapter image list nests its images in an object.
  const shrink = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('data:')
      ? '[inline image]'
      : Array.isArray(value)
        ? value.map(shrink)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shrink(v)]))
          : value;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key, value]) => !SECRET_OR_BULKY.has(key) && value !== undefined)
      .map(([key, value]) => [key, shrink(value)]),
  );
}
