import { SERVER_UNREACHABLE_MESSAGE } from '../../../lib/errorMessage';
import { failureOf, UNEXPECTED } from './generationFailures';

// The reading's chunk fails to load, as it does offline or after a release replaced it.
jest.mock('../generationError', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a failed call read while its reading cannot load', () => {
  it('says the server could not be reached when the call itself did not reach it', async () => {
    await expect(failureOf(new TypeError('Failed to fetch'))).resolves.toEqual({
      code: 'serverUnreachable',
      message: SERVER_UNREACHABLE_MESSAGE,
    });
  });

  it('falls back to the general failure for any other error', async () => {
    await expect(failureOf(new Error('insufficientCredits'))).resolves.toEqual({
      message: UNEXPECTED,
    });
  });
});
