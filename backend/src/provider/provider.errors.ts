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
 * the reconciliation job settles or refunds the generation once the provider answers.
 */
export class ProviderOutcomeUnknownError extends domainError('generationPending', 503) {
  constructor(readonly taskUUID: string) {
    super(
      'The image provider has not confirmed this generation yet. Your credits stay reserved: the generation is settled or refunded automatically as soon as the provider answers.',
      { taskUUID },
    );
  }
}
