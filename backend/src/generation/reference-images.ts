/**
 * The most reference images one generation sends, whatever an architecture's capability says: a
 * saved reference holds as many, and the admin capability editor stays within it.
 */
export const MAX_REFERENCE_IMAGES = 4;
