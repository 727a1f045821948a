import { domainError } from '../../common/errors/domain-errors.js';

export class JobNotRetryableError extends domainError('JOB_NOT_RETRYABLE', 409) {}

/** A REST call waited for its job longer than it may; the job goes on and can be followed. */
export class JobStillRunningError extends domainError('JOB_STILL_RUNNING', 504) {}
