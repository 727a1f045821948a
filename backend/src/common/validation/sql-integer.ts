import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { ValidationFailedError } from '../errors/domain-errors.js';

/** PostgreSQL's `integer`: what an int column or serial id holds (GraphQL's Int is the same). */
export const SQL_INTEGER_MIN = -2_147_483_648;
export const SQL_INTEGER_MAX = 2_147_483_647;

export function isSqlInteger(value: unknown): value is number {
  return (
    Number.isInteger(value) &&
    (value as number) >= SQL_INTEGER_MIN &&
    (value as number) <= SQL_INTEGER_MAX
  );
}

/**
 * A path parameter naming a row by integer id. Unlike ParseIntPipe it refuses numbers no integer
 * column holds (`99999999999`), which PostgreSQL would otherwise reject with a 500.
 */
@Injectable()
export class SqlIntegerPipe implements PipeTransform<string, number> {
  transform(value: string, metadata: ArgumentMetadata): number {
    const parsed = /^-?\d+$/.test(value) ? Number(value) : NaN;
    if (!isSqlInteger(parsed)) {
      const field = metadata.data ?? 'id';
      throw new ValidationFailedError(
        `${field} must be a whole number between ${SQL_INTEGER_MIN} and ${SQL_INTEGER_MAX}`,
        { field },
      );
    }
    return parsed;
  }
}
