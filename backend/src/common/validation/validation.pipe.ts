import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, type ValidationError } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-errors.js';
import { invalidTextRefusal } from './well-formed-text.js';

/**
 * The first failing rule as `{ field, message }`, the field as a path (`loras.0.model`). A field
 * that is missing (or null) says so, whatever rule caught it first: "name is required", not a
 * length rule's message.
 */
function firstMessage(errors: ValidationError[], parent = ''): { field: string; message: string } {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const message = Object.values(error.constraints ?? {})[0];
    if (message) {
      const missing = error.value === undefined || error.value === null;
      return { field, message: missing ? `${field} is required` : message };
    }
    if (error.children?.length) return firstMessage(error.children, field);
  }
  return { field: parent, message: 'Invalid input' };
}

const knownByType = new WeakMap<object, Set<string>>();

/** The properties a DTO declares rules for: all that `whitelist` would keep. */
function knownProperties(type: object): Set<string> {
  let known = knownByType.get(type);
  if (!known) {
    const rules = getMetadataStorage().getTargetValidationMetadatas(type as never, '', true, false);
    known = new Set(rules.map((rule) => rule.propertyName));
    knownByType.set(type, known);
  }
  return known;
}

/**
 * Refuses text no column or validator can take (NUL, lone surrogates) in every REST body, query and
 * path value and every GraphQL argument, literal or variable. Then drops a body's unknown top-level
 * properties before class-transformer copies the object, so a body padded with junk costs nothing
 * to validate (nested objects are bounded by the body limits).
 */
class KnownPropertiesValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom decorators hand over what the server made (the caller), not what the client sent.
    const refusal = metadata.type === 'custom' ? null : invalidTextRefusal(value, metadata.data);
    if (refusal) throw refusal;
    const type = metadata.metatype;
    const plainObject = value !== null && typeof value === 'object' && !Array.isArray(value);
    if (type && plainObject && this.toValidate(metadata)) {
      const known = knownProperties(type);
      if (known.size > 0)
        value = Object.fromEntries(
          Object.entries(value as object).filter(([key]) => known.has(key)),
        );
    }
    return super.transform(value, metadata);
  }

  /** Only classes are DTOs: an argument typed by an enum object (GraphQL checked it) is not one. */
  protected override toValidate(metadata: ArgumentMetadata): boolean {
    return typeof metadata.metatype === 'function' && super.toValidate(metadata);
  }
}

/** Validates every DTO; the first failing rule's message (the spec's exact text) is the error. */
export function createValidationPipe(): ValidationPipe {
  return new KnownPropertiesValidationPipe({
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
