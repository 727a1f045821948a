import { parameterDocumentation } from './api-error.js';
import { TaskRejection } from './task-rejection.js';

export type RawTask = Record<string, unknown>;

interface Range {
  min?: number;
  max?: number;
}

/**
 * Reads typed parameters from one task object and refuses bad ones the way the provider does:
 * `missing<Parameter>` when a required one is absent, `invalid<Parameter>` when its value is wrong,
 * each with the parameter's name, type and documentation link.
 */
export class TaskParameters {
  constructor(
    readonly task: RawTask,
    private readonly documentationPage: string,
  ) {}

  has(name: string): boolean {
    return this.task[name] !== undefined && this.task[name] !== null;
  }

  reject(
    code: string,
    parameter: string,
    type: string,
    message: string,
    extra: Record<string, unknown> = {},
  ): never {
    throw new TaskRejection({
      code,
      message,
      parameter,
      type,
      documentation: parameterDocumentation(this.documentationPage, parameter),
      ...extra,
    });
  }

  invalid(parameter: string, type: string, explanation: string): never {
    return this.reject(
      `invalid${capitalised(parameter)}`,
      parameter,
      type,
      `Invalid value for ${parameter} parameter. ${explanation}`,
    );
  }

  missing(parameter: string, type: string): never {
    return this.reject(
      `missing${capitalised(parameter)}`,
      parameter,
      type,
      `Missing required parameter: ${parameter}.`,
    );
  }

  requiredString(name: string, lengths: Range = {}): string {
    if (!this.has(name)) this.missing(name, 'string');
    return this.checkString(name, this.task[name], lengths);
  }

  optionalString(name: string, lengths: Range = {}): string | undefined {
    return this.has(name) ? this.checkString(name, this.task[name], lengths) : undefined;
  }

  requiredInteger(name: string, range: Range): number {
    if (!this.has(name)) this.missing(name, 'integer');
    return this.checkInteger(name, this.task[name], range);
  }

  optionalInteger(name: string, range: Range): number | undefined {
    return this.has(name) ? this.checkInteger(name, this.task[name], range) : undefined;
  }

  optionalNumber(name: string, range: Range): number | undefined {
    if (!this.has(name)) return undefined;
    const value = this.task[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || outOfRange(value, range)) {
      this.invalid(name, 'float', `${name} must be a number${describeRange(range)}.`);
    }
    return value;
  }

  optionalBoolean(name: string): boolean | undefined {
    if (!this.has(name)) return undefined;
    const value = this.task[name];
    if (typeof value !== 'boolean') this.invalid(name, 'boolean', `${name} must be true or false.`);
    return value;
  }

  optionalChoice<T extends string>(name: string, choices: readonly T[]): T | undefined {
    if (!this.has(name)) return undefined;
    const value = this.task[name];
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
      this.reject(
        `invalid${capitalised(name)}`,
        name,
        'string',
        `Invalid value for ${name} parameter. Allowed values: ${choices.join(', ')}.`,
        { allowedValues: choices },
      );
    }
    return value as T;
  }

  optionalArray(name: string): unknown[] | undefined {
    if (!this.has(name)) return undefined;
    const value = this.task[name];
    if (!Array.isArray(value)) this.invalid(name, 'array', `${name} must be an array.`);
    return value;
  }

  optionalObject(name: string): RawTask | undefined {
    if (!this.has(name)) return undefined;
    const value = this.task[name];
    if (!isPlainObject(value)) this.invalid(name, 'object', `${name} must be an object.`);
    return value;
  }

  private checkString(name: string, value: unknown, { min, max }: Range): string {
    if (typeof value !== 'string') return this.invalid(name, 'string', `${name} must be a string.`);
    if ((min !== undefined && value.length < min) || (max !== undefined && value.length > max)) {
      this.invalid(
        name,
        'string',
        `${name} must be between ${min ?? 0} and ${max} characters long.`,
      );
    }
    return value;
  }

  private checkInteger(name: string, value: unknown, range: Range): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || outOfRange(value, range)) {
      this.invalid(name, 'integer', `${name} must be an integer${describeRange(range)}.`);
    }
    return value;
  }
}

export function isPlainObject(value: unknown): value is RawTask {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function outOfRange(value: number, { min, max }: Range): boolean {
  return (min !== undefined && value < min) || (max !== undefined && value > max);
}

function describeRange({ min, max }: Range): string {
  if (min !== undefined && max !== undefined) return ` between ${min} and ${max}`;
  if (min !== undefined) return ` greater than or equal to ${min}`;
  if (max !== undefined) return ` less than or equal to ${max}`;
  return '';
}
