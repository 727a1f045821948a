import { type ImageToolRequest } from '../image-tools/image-tool-handler.js';

/** A validated removeBackground (or imageBackgroundRemoval) task; the input is not read yet. */
export type RemoveBackgroundRequest = ImageToolRequest;
