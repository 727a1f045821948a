/**
 * How the refinements of a generation read, wherever they are shown: the Refine controls'
 * upscaler names, and a past generation's details ("4x-UltraSharp, 10 steps, strength 0.5").
 * Values are read loosely: they come from stored parameters.
 */

/** The upscalers' names as they are known; one without a name here is shown by its id. */
const UPSCALER_NAMES: Readonly<Record<string, string>> = {
  'runware:esrgan@ultrasharp': '4x-UltraSharp',
  'runware:esrgan@animesharp': '4x-AnimeSharp',
  'runware:realesrgan@anime-6b': 'RealESRGAN x4+ Anime 6B',
};

export function upscalerName(upscaler: string): string {
  return UPSCALER_NAMES[upscaler] ?? upscaler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** "10 steps, strength 0.5": what a refinement pass holds of the two. */
function passText(pass: Record<string, unknown>): string[] {
  return [
    typeof pass.steps === 'number' ? `${pass.steps} ${pass.steps === 1 ? 'step' : 'steps'}` : '',
    typeof pass.strength === 'number' ? `strength ${pass.strength}` : '',
  ].filter(Boolean);
}

/** "4x-UltraSharp, 10 steps, strength 0.5"; null when hires fix was off. */
export function hiresFixText(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const upscaler =
    typeof value.upscaler === 'string' && value.upscaler ? upscalerName(value.upscaler) : '';
  return [upscaler, ...passText(value)].filter(Boolean).join(', ') || 'On';
}

/** "20 steps, strength 0.4" (and the confidence when one was set); null when it was off. */
export function faceRefinementText(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const confidence = typeof value.confidence === 'number' ? [`confidence ${value.confidence}`] : [];
  return [...passText(value), ...confidence].join(', ') || 'On';
}

export interface RefinementFact {
  key: 'hiresFix' | 'faceRefinement' | 'transparentBackground';
  label: string;
  text: string;
}

/** The refinements a generation's parameters say were used, in the order of the Refine controls. */
export function refinementFacts(parameters: Record<string, unknown>): RefinementFact[] {
  const hiresFix = hiresFixText(parameters.hiresFix);
  const faceRefinement = faceRefinementText(parameters.faceRefinement);
  return [
    ...(hiresFix ? [{ key: 'hiresFix', label: 'Hires fix', text: hiresFix } as const] : []),
    ...(faceRefinement
      ? [{ key: 'faceRefinement', label: 'Face refinement', text: faceRefinement } as const]
      : []),
    ...(parameters.transparentBackground === true
      ? [{ key: 'transparentBackground', label: 'Transparent background', text: 'Yes' } as const]
      : []),
  ];
}
