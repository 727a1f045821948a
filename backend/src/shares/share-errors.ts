import { domainError } from '../common/errors/domain-errors.js';

/**
 * A live link that has a password, asked without it or with a wrong one. Only a live link can
 * answer this: unknown, revoked and expired links answer NOT_FOUND whatever the password.
 */
export class SharePasswordRequiredError extends domainError('SHARE_PASSWORD_REQUIRED', 401) {
  constructor(readonly wrong: boolean) {
    super(wrong ? 'Wrong password for this shared link' : 'This shared link needs a password', {
      passwordRequired: true,
    });
  }
}

/**
 * Sharing an image the provider flagged as adult content (or a folder holding one) without the
 * owner's explicit `confirmNsfw: true`.
 */
export class NsfwConfirmationRequiredError extends domainError('NSFW_CONFIRMATION_REQUIRED', 409) {
  constructor(kind: 'creation' | 'folder') {
    super(
      kind === 'folder'
        ? 'This folder holds images flagged as adult content (NSFW): confirm with confirmNsfw to share it'
        : 'This image is flagged as adult content (NSFW): confirm with confirmNsfw to share it',
      { field: 'confirmNsfw' },
    );
  }
}
