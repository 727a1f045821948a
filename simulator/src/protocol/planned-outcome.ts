import { DOCUMENTATION, type ErrorDetails } from './api-error.js';

/**
 * What an accepted task does once it runs (a test plan chooses it; default `success`): produce its
 * images, fail with a provider error, be refused for good by the model provider's content policy,
 * or stay `processing` until a test releases it.
 */
export type PlannedOutcome = 'success' | 'error' | 'refused' | 'stuck';

/** How a test releases a stuck task. */
export type FinishOutcome = Exclude<PlannedOutcome, 'stuck'>;

export const PLANNED_OUTCOMES: readonly PlannedOutcome[] = ['success', 'error', 'refused', 'stuck'];

/** The error of a task planned to fail: the provider's documented async failure. */
export const PLANNED_TASK_ERROR: ErrorDetails = {
  code: 'timeoutProvider',
  message: 'The inference provider did not finish the task in time.',
  documentation: DOCUMENTATION.errors,
};

/** The status a sync answer carries for that error: a gateway timeout, as ambiguous as at Runware. */
export const PLANNED_TASK_ERROR_STATUS = 504;

/**
 * The error of a task planned to be refused: a permanent refusal (resending the same prompt gets the
 * same answer), under the `provider` prefix Runware gives refusals of its upstream model providers.
 */
export const PLANNED_REFUSAL: ErrorDetails = {
  code: 'providerContentPolicyViolation',
  message: "The request was refused by the model provider's content policy.",
  documentation: DOCUMENTATION.errors,
};

export const PLANNED_REFUSAL_STATUS = 400;
