import { inputImageTask } from './simulator-client.js';

/** A caption task: the cheapest task that reads an input image and says what it saw. */
export const captionTask = (inputImage: unknown, overrides: Record<string, unknown> = {}) =>
  inputImageTask('caption', 'runware:150@2', inputImage, overrides);
