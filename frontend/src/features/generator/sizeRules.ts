import { CUSTOM_PRESET, DEFAULT_DIMENSION } from './generationParameters';

export interface SizePresetOption {
  name: string;
  label: string;
  width: number;
  height: number;
}

/**
 * The standard presets, used while an architecture's own presets are not known. Widescreen
 * is 1920x1088, the nearest size the provider accepts (sides are multiples of 64), as the server's.
 */
export const STANDARD_SIZE_PRESETS: readonly SizePresetOption[] = [
  { name: 'square', label: 'Square', width: 1024, height: 1024 },
  { name: 'portrait', label: 'Portrait', width: 1024, height: 1536 },
  { name: 'landscape', label: 'Landscape', width: 1536, height: 1024 },
  { name: 'wide', label: 'Widescreen', width: 1920, height: 1088 },
];

/** A typed width or height: a positive whole number, anything else falls back to 1024. */
export function parseDimension(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  if (input === '' || input === null || input === undefined) return DEFAULT_DIMENSION;
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DIMENSION;
}

/** Width, height and preset after choosing a preset; 'custom' keeps the current size. */
export function sizeForPreset(
  presets: readonly SizePresetOption[],
  name: string,
  current: { width: number; height: number },
): { sizePreset: string; width: number; height: number } {
  const preset = presets.find((candidate) => candidate.name === name);
  if (!preset) return { sizePreset: CUSTOM_PRESET, ...current };
  return { sizePreset: preset.name, width: preset.width, height: preset.height };
}

/** The preset of exactly this size, else 'custom'. */
export function presetOfSize(
  presets: readonly SizePresetOption[],
  size: { width: number; height: number },
): string {
  const preset = presets.find(
    (candidate) => candidate.width === size.width && candidate.height === size.height,
  );
  return preset?.name ?? CUSTOM_PRESET;
}
