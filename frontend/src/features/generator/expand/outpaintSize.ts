/**
 * The sizes of an outpainting ("Expand"): how far each side of the image is extended, and the
 * size the result then has. Plain data; the dialog and its tests speak it.
 */

/** Each extension is a multiple of this many pixels (the provider's rule). */
export const OUTPAINT_STEP = 64;
/** The most one side may be extended by. */
export const OUTPAINT_MAX_SIDE = 2048;

export const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type Side = (typeof SIDES)[number];

export type Extension = Record<Side, number>;

export const NO_EXTENSION: Extension = { top: 0, right: 0, bottom: 0, left: 0 };

export const SIDE_LABELS: Record<Side, string> = {
  top: 'Top',
  right: 'Right',
  bottom: 'Bottom',
  left: 'Left',
};

/** A side as the server takes it: a multiple of 64 from 0 to 2048 (the nearest one). */
export function snapSide(pixels: number): number {
  if (!Number.isFinite(pixels)) return 0;
  const snapped = Math.round(pixels / OUTPAINT_STEP) * OUTPAINT_STEP;
  return Math.min(OUTPAINT_MAX_SIDE, Math.max(0, snapped));
}

export function isValidSide(pixels: number): boolean {
  return (
    Number.isInteger(pixels) &&
    pixels >= 0 &&
    pixels <= OUTPAINT_MAX_SIDE &&
    pixels % OUTPAINT_STEP === 0
  );
}

/** The image's size plus the extensions: the width and height the request must name. */
export function extendedSize(
  image: { width: number; height: number },
  extension: Extension,
): { width: number; height: number } {
  return {
    width: image.width + extension.left + extension.right,
    height: image.height + extension.top + extension.bottom,
  };
}

/** "768 × 512". */
export function formatSize({ width, height }: { width: number; height: number }): string {
  return `${width} × ${height}`;
}

/** A quick choice: pixels added to some sides. */
export interface ExtensionPreset {
  label: string;
  add: Partial<Extension>;
}

export const EXTENSION_PRESETS: readonly ExtensionPreset[] = [
  { label: '+256 right', add: { right: 256 } },
  { label: '+256 left', add: { left: 256 } },
  { label: '+256 top and bottom', add: { top: 128, bottom: 128 } },
  { label: '+256 all sides', add: { top: 256, right: 256, bottom: 256, left: 256 } },
];

/** The extension after a preset: its pixels added to each of its sides (kept within 2048). */
export function withPreset(extension: Extension, preset: ExtensionPreset): Extension {
  const next = { ...extension };
  for (const side of SIDES) next[side] = snapSide(extension[side] + (preset.add[side] ?? 0));
  return next;
}

/** The refusal of an extension that extends nothing (yet): the dialog's starting point. */
export const NOTHING_EXTENDED = 'Extend at least one side.';

/**
 * Why the extension cannot be sent as it is, or null when it can: no side extended, a side that is
 * not a multiple of 64, or an extended size past what the architecture takes.
 */
export function extensionRefusal(
  image: { width: number; height: number },
  extension: Extension,
  maxDimension: number | null,
): string | null {
  const invalid = SIDES.find((side) => !isValidSide(extension[side]));
  if (invalid)
    return `${SIDE_LABELS[invalid]} must be a multiple of ${OUTPAINT_STEP} px from 0 to ${OUTPAINT_MAX_SIDE}.`;
  if (SIDES.every((side) => extension[side] === 0)) return NOTHING_EXTENDED;
  const size = extendedSize(image, extension);
  if (maxDimension !== null && (size.width > maxDimension || size.height > maxDimension))
    return `${formatSize(size)} is too large: this model makes images of at most ${maxDimension} px a side.`;
  return null;
}
