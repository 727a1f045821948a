import { DomainError, domainError } from '../common/errors/domain-errors.js';

export interface ProviderErrorDetails {
  parameter?: string;
  documentation?: string;
  taskUUID?: string;
}

/**
 * An error the provider reported, carrying its own `code` (invalidModel, invalidWidth, ...),
 * `parameter` and `documentation` so clients can show the spec's messages and panel titles.
 */
export class ProviderError extends DomainError {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    details: ProviderErrorDetails = {},
  ) {
    super(message, { ...details });
  }
}

/** The provider could not be reached or kept failing transiently. */
export class ProviderUnavailableError extends domainError('providerUnavailable', 503) {}

/** The provider answered, but not with images. */
export class ProviderInvalidResponseError extends domainError('invalidProviderResponse', 502) {
  constructor() {
    super('Invalid response from API. Expected array of image data.');
  }
}

/**
 * The provider may have accepted the task, but did not confirm its outcome in time. The hold stays;
 * reconciliation settles or refunds the generation once the provider answers, or refunds it once
 * the task would have ended (`settledWithinMs`: a task the provider never received never answers).
 */
export class ProviderOutcomeUnknownError extends domainError('generationPending', 503) {
  constructor(
    readonly taskUUID: string,
    settledWithinMs: number,
  ) {
    const minutes = Math.max(1, Math.ceil(settledWithinMs / 60_000));
    super(
      `The image provider has not confirmed this generation yet. Your credits stay reserved: they are settled or returned automatically, at the latest within about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { taskUUID },
    );
  }
}

/**
 * The studio's own provider account was refused (its key invalid or revoked, its balance empty, the
 * account suspended): the user can do nothing about it, the operator must. The hold is refunded;
 * the provider's code stays with the operator (logs, metrics, the admin panel), not the user.
 */
export class ProviderAccountUnavailableError extends domainError(
  'providerAccountUnavailable',
  503,
) {
  constructor(
    readonly providerCode: string,
    readonly providerMessage: string,
  ) {
    super('The image service is temporarily unavailable; nothing was charged');
  }
}
