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

export class ValidationFailedError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  readonly status = 400;
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
  readonly status = 401;
  constructor(message = 'Authentication required') {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
  readonly status = 403;
  constructor(message = 'You do not have permission to do this') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
  readonly status = 404;
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  readonly status = 409;
}

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly status = 429;
}
