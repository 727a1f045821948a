import { DOCUMENTATION, type ErrorDetails } from './api-error.js';

/**
 * What an accepted task does once it runs (a test plan chooses it; default `success`): produce its
 * images, fail with a provider error, or stay `processing` until a test releases it.
 */
export type PlannedOutcome = 'success' | 'error' | 'stuck';

/** How a test releases a stuck task. */
export type FinishOutcome = Exclude<PlannedOutcome, 'stuck'>;

export const PLANNED_OUTCOMES: readonly PlannedOutcome[] = ['success', 'error', 'stuck'];

/** The error of a task planned to fail: the provider's documented async failure (reference §4.4). */
export const PLANNED_TASK_ERROR: ErrorDetails = {
  code: 'timeoutProvider',
  message: 'The inference provider did not finish the task in time.',
  documentation: DOCUMENTATION.errors,
};

/** The status a sync answer carries for that error: a gateway timeout, as ambiguous as at Runware. */
export const PLANNED_TASK_ERROR_STATUS = 504;
