// Models of the simulator's built-in catalogue (src/catalogue/starter-models.ts and
// curated-adapters.ts) that tests ask for by AIR: one place to follow should the catalogue change.

/** Juggernaut XL (SDXL). */
export const SDXL = 'civitai:133005@1759168';
/** FLUX.1 Dev. */
export const FLUX_DEV = 'runware:101@1';
/** FLUX.1 Kontext dev: edits through reference images. */
export const KONTEXT_DEV = 'runware:106@1';
/** HiDream-I1 Full. */
export const HIDREAM = 'runware:97@1';
/** FLUX Realism LoRA (FLUX.1 Dev). */
export const FLUX_LORA = 'civitai:631986@706528';
