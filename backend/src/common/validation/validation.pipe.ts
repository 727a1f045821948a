import { ValidationPipe } from '@nestjs/common';
import { type ValidationError } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-errors.js';

function firstMessage(errors: ValidationError[]): { field: string; message: string } {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return { field: error.property, message };
    if (error.children?.length) {
      const nested = firstMessage(error.children);
      return { field: `${error.property}.${nested.field}`, message: nested.message };
    }
  }
  return { field: '', message: 'Invalid input' };
}

/** Validates every DTO; the first failing rule's message (the spec's exact text) is the error. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const { field, message } = firstMessage(errors);
      return new ValidationFailedError(message, { field });
    },
  });
}

const pipe = createValidationPipe();

/** Validates a plain object against a DTO class outside a route's pipe (e.g. a mapped REST body). */
export function validatedInput<T extends object>(type: new () => T, plain: object): Promise<T> {
  return pipe.transform(plain, { type: 'body', metatype: type }) as Promise<T>;
}
