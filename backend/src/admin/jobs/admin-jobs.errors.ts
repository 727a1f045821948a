import { DomainError } from '../../common/errors/domain-errors.js';

export class JobNotRetryableError extends DomainError {
  readonly code = 'JOB_NOT_RETRYABLE';
  readonly status = 409;
}

/** A REST call waited for its job longer than it may; the job goes on and can be followed. */
export class JobStillRunningError extends DomainError {
  readonly code = 'JOB_STILL_RUNNING';
  readonly status = 504;
}
