/**
 * Typed errors thrown by services. One mapper (DomainErrorFilter) turns them into GraphQL
 * `extensions.code` and into the REST `{ message, code }` body, with the status below.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  /** Extra fields clients may read (e.g. the provider's `parameter` or `documentation`). */
  readonly details?: Record<string, unknown>;

  constructor(message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

/**
 * The base of an error kind whose code and status never change:
 * `class XError extends domainError(code, status) {}`. The error keeps its own class name and is
 * a DomainError. README.md lists every code (readme-error-codes.spec.ts finds them in these calls).
 */
export function domainError<Code extends string>(code: Code, status: number) {
  abstract class CodedDomainError extends DomainError {
    readonly code = code;
    readonly status = status;
  }
  return CodedDomainError;
}

export class ValidationFailedError extends domainError('BAD_USER_INPUT', 400) {}

export class UnauthenticatedError extends domainError('UNAUTHENTICATED', 401) {
  constructor(message = 'Authentication required') {
    super(message);
  }
}

export class ForbiddenError extends domainError('FORBIDDEN', 403) {
  constructor(message = 'You do not have permission to do this') {
    super(message);
  }
}

export class NotFoundError extends domainError('NOT_FOUND', 404) {}

export class ConflictError extends domainError('CONFLICT', 409) {}

export class RateLimitedError extends domainError('RATE_LIMITED', 429) {}

/**
 * A service the call needs (Redis: sessions, rate limits, queues) cannot be reached right now;
 * nothing was changed and the same call may be made again shortly.
 */
export class ServiceUnavailableError extends domainError('SERVICE_UNAVAILABLE', 503) {
  constructor(
    message = 'This service is temporarily unavailable. Please try again in a moment.',
    details: Record<string, unknown> = { retryAfterSeconds: 5 },
  ) {
    super(message, details);
  }
}
