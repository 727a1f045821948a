import { isServerUnreachable, SERVER_UNREACHABLE_MESSAGE } from '../../../lib/errorMessage';
import type { GenerationFailure } from '../generationError';

/** A generation answered without images. */
export const INVALID_RESPONSE = 'Invalid response from API. Expected array of image data.';
/** A generation that failed without saying why. */
export const UNEXPECTED = 'Failed to generate images. Please try again later.';

/**
 * How a failed call reads. Its code comes with the dashboard's deferred parts (the queue's reads
 * it too), out of the first load: it is only needed once a call has failed.
 */
export function failureOf(error: unknown): Promise<GenerationFailure> {
  return import('../generationError').then(
    ({ failureFromError }) => failureFromError(error),
    // Its code did not arrive (offline, or a release replaced the chunk): the card still ends.
    (): GenerationFailure =>
      isServerUnreachable(error)
        ? { code: 'serverUnreachable', message: SERVER_UNREACHABLE_MESSAGE }
        : { message: UNEXPECTED },
  );
}
