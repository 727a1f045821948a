import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { type GqlContextType } from '@nestjs/graphql';
import { type Response } from 'express';
import { GraphQLError } from 'graphql';
import { isRedisUnavailable } from '../../redis/redis-availability.js';
import { DomainError, ServiceUnavailableError } from './domain-errors.js';

interface ErrorShape {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

const HTTP_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** How the log names a fault that is no DomainError or HttpException (an answer 500). */
export const UNEXPECTED_ERROR = 'Unexpected error';

/** The one place where errors become GraphQL errors or REST `{ message, code }` bodies. */
export function toErrorShape(error: unknown): ErrorShape {
  // Redis away (a restart, a failover): the call is refused as a whole, to be made again.
  if (isRedisUnavailable(error)) return toErrorShape(new ServiceUnavailableError());
  if (error instanceof DomainError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      details: error.details,
    };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const raw = typeof body === 'string' ? body : (body as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : String(raw ?? error.message);
    return {
      status,
      code: HTTP_CODES[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'),
      message,
    };
  }
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
}

@Catch()
export class DomainErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost) {
    const shape = toErrorShape(error);
    // Once per request while Redis is away: a line, not a stack (the outage is logged apart).
    if (isRedisUnavailable(error)) this.logger.warn(`Refused: ${(error as Error).message}`);
    else if (shape.status >= 500) {
      const trace = error instanceof Error ? (error.stack ?? error.message) : String(error);
      // A fault no rule of ours describes, told apart from a known 5xx (the provider away).
      const unexpected = !(error instanceof DomainError) && !(error instanceof HttpException);
      this.logger.error(unexpected ? `${UNEXPECTED_ERROR}: ${trace}` : trace);
    }

    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(shape.message, {
        extensions: { code: shape.code, status: shape.status, ...shape.details },
      });
    }
    const response = host.switchToHttp().getResponse<Response>();
    const retryAfter = shape.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') response.setHeader('Retry-After', String(retryAfter));
    response
      .status(shape.status)
      .json({ message: shape.message, code: shape.code, ...shape.details });
  }
}
