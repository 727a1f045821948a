import { type LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/**
 * Paths pino blanks out wherever they appear in a log record, so credentials never reach the logs
 * even when a whole request, body or error is logged.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  'token',
  '*.token',
  'apiKey',
  '*.apiKey',
  '*.api_key',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.headers.authorization',
  '*.JWT_SECRET',
  '*.RUNWARE_API_KEY',
  '*.S3_SECRET_ACCESS_KEY',
  '*.DATABASE_URL',
  '*.REDIS_URL',
];

export function createRootLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'studio' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** Routes Nest's own logging (bootstrap, exceptions) into the same structured JSON stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.write('info', message, context);
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, stringify(message));
  }
  warn(message: unknown, context?: string) {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string) {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string) {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string) {
    this.write('fatal', message, context);
  }

  private write(
    level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    context?: string,
  ) {
    if (typeof message === 'object' && message !== null)
      this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, stringify(message));
  }
}

function stringify(message: unknown): string {
  return typeof message === 'string' ? message : JSON.stringify(message);
}
