import { domainError } from '../common/errors/domain-errors.js';

export class MaintenanceModeError extends domainError('MAINTENANCE', 503) {
  constructor() {
    super('The studio is in maintenance mode: new generations are paused. Please try again later.');
  }
}

export class RegistrationsClosedError extends domainError('REGISTRATIONS_CLOSED', 403) {
  constructor() {
    super('New registrations are closed at the moment.');
  }
}
