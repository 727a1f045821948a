import { domainError } from '../../common/errors/domain-errors.js';

export class LastAdministratorError extends domainError('LAST_ADMINISTRATOR', 409) {
  constructor() {
    super('The last administrator cannot be removed or demoted.');
  }
}
