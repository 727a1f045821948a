import { ValidationPipe } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { type ValidationError, validate } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-errors.js';

export function firstMessage(errors: ValidationError[]): { field: string; message: string } {
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

/** Validates a plain object against a DTO class outside the pipe (e.g. a mapped REST body). */
export async function validatedInput<T extends object>(
  type: new () => T,
  plain: object,
): Promise<T> {
  const instance = plainToInstance(type, plain);
  const errors = await validate(instance, {
    whitelist: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) {
    const { field, message } = firstMessage(errors);
    throw new ValidationFailedError(message, { field });
  }
  return instance;
}
