import { type ApiError, DOCUMENTATION } from './api-error.js';

/** The transient failures a test can force (x-simulator-fail) or SIMULATOR_FAILURE_RATE injects. */
export type SimulatedFailure =
  | { kind: 'status'; status: FailureStatus }
  /** Never answer: the client's own timeout fires. */
  | { kind: 'timeout' }
  /** Drop the connection without an answer: a network error at the client. */
  | { kind: 'reset' }
  /**
   * The request is lost on its way: never answered, and its tasks never reach the provider. The
   * client sees the same timeout as `timeout`, but nothing is recorded or run.
   */
  | { kind: 'lost' };

export const STATUSES = [402, 429, 500, 502, 503, 504] as const;
type FailureStatus = (typeof STATUSES)[number];

const ERRORS: Record<FailureStatus, { code: string; message: string; documentation: string }> = {
  402: {
    code: 'insufficientCredits',
    message: 'Insufficient credits to run this task. Top up the account balance.',
    documentation: DOCUMENTATION.errors,
  },
  429: {
    code: 'rateLimitExceeded',
    message: 'The model queue is full. Retry with exponential backoff.',
    documentation: DOCUMENTATION.rateLimits,
  },
  500: {
    code: 'internalServerError',
    message: 'An unexpected error occurred while processing the task. Retry the request.',
    documentation: DOCUMENTATION.errors,
  },
  502: {
    code: 'providerBadGateway',
    message: 'The upstream inference provider returned an invalid response. Retry the request.',
    documentation: DOCUMENTATION.errors,
  },
  503: {
    code: 'serviceUnavailable',
    message: 'Temporary capacity limit reached. Retry with exponential backoff.',
    documentation: DOCUMENTATION.rateLimits,
  },
  504: {
    code: 'timeoutProvider',
    message: 'The task waited too long in the queue. Retry the request.',
    documentation: DOCUMENTATION.rateLimits,
  },
};

/** Reads `timeout`, `reset` or one of the statuses; undefined when it is none of them. */
export function parseFailure(value: string): SimulatedFailure | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'timeout' || text === 'reset' || text === 'lost') return { kind: text };
  const status = Number(text);
  if (text !== '' && (STATUSES as readonly number[]).includes(status)) {
    return { kind: 'status', status: status as FailureStatus };
  }
  return undefined;
}

/**
 * Reads an x-simulator-fail value: a status (402, 429, 500, 502, 503, 504), `timeout`, `reset`, or
 * `none` to exempt the request from the random failure rate.
 */
export function parseFailureHeader(value: string): SimulatedFailure | 'none' {
  if (value.trim().toLowerCase() === 'none') return 'none';
  const failure = parseFailure(value);
  if (failure) return failure;
  throw new Error(
    `x-simulator-fail must be one of ${STATUSES.join(', ')}, timeout, reset, lost or none; got "${value}".`,
  );
}

/**
 * Whether the provider had already accepted (recorded and started) the request's tasks when this
 * failure struck. Only 429 (queue full) and 402 (no credit) refuse them first; after a timeout, a
 * dropped connection or a 5xx the tasks run and are billed, so re-sending them would conflict.
 */
export function strikesAfterAcceptance(failure: SimulatedFailure): boolean {
  if (failure.kind === 'lost') return false;
  return failure.kind !== 'status' || (failure.status !== 429 && failure.status !== 402);
}

/** With probability `rate`, a 500 or a 503. */
export function randomFailure(rate: number, random: () => number): SimulatedFailure | undefined {
  if (rate <= 0 || random() >= rate) return undefined;
  return { kind: 'status', status: random() < 0.5 ? 500 : 503 };
}

/** The error body of a failed status: one entry per task, so clients can match them. */
export function failureErrors(
  status: FailureStatus,
  tasks: readonly { taskType?: unknown; taskUUID?: unknown }[],
): ApiError[] {
  const error = ERRORS[status];
  const attributed = tasks.length > 0 ? tasks : [{}];
  return attributed.map((task) => ({
    ...error,
    ...(typeof task.taskType === 'string' ? { taskType: task.taskType } : {}),
    ...(typeof task.taskUUID === 'string' ? { taskUUID: task.taskUUID } : {}),
  }));
}
