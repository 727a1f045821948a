import { DomainError } from '../common/errors/domain-errors.js';

export class MaintenanceModeError extends DomainError {
  readonly code = 'MAINTENANCE';
  readonly status = 503;
  constructor() {
    super('The studio is in maintenance mode: new generations are paused. Please try again later.');
  }
}

export class RegistrationsClosedError extends DomainError {
  readonly code = 'REGISTRATIONS_CLOSED';
  readonly status = 403;
  constructor() {
    super('New registrations are closed at the moment.');
  }
}
