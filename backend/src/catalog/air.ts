/**
 * A model's AIR identifier (e.g. civitai:101055@128078): the provider's name for a model, which
 * the catalogue stores it under and images, favorites and generations refer to it by.
 */
export const AIR_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*:[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/;

/** What a `field` that is not an AIR is told. */
export const AIR_MESSAGE = (field: string) =>
  `${field} must be a model identifier such as civitai:101055@128078`;

/** The longest AIR a model is stored under, so the longest an image or a favorite records. */
export const AIR_MAX_LENGTH = 200;
