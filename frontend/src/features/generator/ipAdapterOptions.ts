/**
 * The provider's IP-Adapter options (Runware's 2026 contract): how several reference images are
 * combined, and how the influence evolves during generation. The server checks the same lists.
 */
export const COMBINE_METHODS = ['concat', 'add', 'subtract', 'average', 'norm_average'] as const;
export type CombineMethod = (typeof COMBINE_METHODS)[number];

export const WEIGHT_TYPES = [
  'normal',
  'ease_in',
  'ease_out',
  'ease_in_out',
  'weak_input',
  'weak_output',
  'weak_middle',
  'strong_middle',
  'style_transfer',
  'composition',
  'strong_style_transfer',
  'style_and_composition',
  'strong_style_and_composition',
] as const;
export type WeightType = (typeof WEIGHT_TYPES)[number];

/** Most reference images one IP-Adapter takes (the first guide image and the others). */
export const MAX_REFERENCE_IMAGES = 4;

/** `style_and_composition` → `Style and composition`. */
export const optionLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
