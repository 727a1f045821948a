import { type ErrorDetails } from './api-error.js';

/** Thrown while validating or running a task: becomes one entry of the response's `errors`. */
export class TaskRejection extends Error {
  constructor(
    readonly details: ErrorDetails,
    readonly httpStatus = 400,
  ) {
    super(details.message);
    this.name = 'TaskRejection';
  }
}
