import { DomainError } from '../../common/errors/domain-errors.js';

export class LastAdministratorError extends DomainError {
  readonly code = 'LAST_ADMINISTRATOR';
  readonly status = 409;
  constructor() {
    super('The last administrator cannot be removed or demoted.');
  }
}
