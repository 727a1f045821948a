/**
 * The most pixels an input image may have, checked before decoding: a tiny compressed file can
 * declare an enormous canvas (a decompression bomb). 50 MP covers camera photos and the 4096×4096
 * upscales the simulator itself hands out.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The most bytes fetched from an image URL (the request body limit of the task endpoint). */
export const MAX_FETCHED_BYTES = 20 * 1024 * 1024;

/** How long an image URL may take to answer. */
export const FETCH_TIMEOUT_MS = 5_000;
