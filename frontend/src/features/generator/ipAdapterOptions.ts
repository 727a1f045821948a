import {
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_WEIGHT_TYPES,
  MAX_IP_ADAPTER_IMAGES,
} from '../../graphql/generated/limits';

/**
 * The provider's IP-Adapter options (Runware's 2026 contract): how several reference images are
 * combined, and how the influence evolves during generation. The server's own lists, generated
 * from its contract (`npm run schema`).
 */
export const COMBINE_METHODS = IP_ADAPTER_COMBINE_METHODS;
export type CombineMethod = (typeof COMBINE_METHODS)[number];

export const WEIGHT_TYPES = IP_ADAPTER_WEIGHT_TYPES;
export type WeightType = (typeof WEIGHT_TYPES)[number];

/** Most reference images one IP-Adapter takes (the first guide image and the others). */
export const MAX_REFERENCE_IMAGES = MAX_IP_ADAPTER_IMAGES;

/** `style_and_composition` → `Style and composition`. */
export const optionLabel = (value: string) =>
  value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
