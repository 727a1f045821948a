import { type NextFunction, type Request, type Response } from 'express';

/**
 * The requests being answered now, for a graceful stop: main waits for them to end before
 * closing the application. Apollo's drain (which @nestjs/apollo installs with its fixed 10 s
 * limit when the GraphQL module is destroyed) then finds nothing left to cut short.
 */
export class InFlightRequests {
  private count = 0;
  private draining = false;
  private readonly waiters: (() => void)[] = [];

  /** Counts each request until its response closes; while draining, asks clients to reconnect. */
  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    this.count++;
    if (this.draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      this.count--;
      if (this.count === 0) for (const resolve of this.waiters.splice(0)) resolve();
    });
    next();
  };

  get size(): number {
    return this.count;
  }

  /** Resolves once no request is in flight (at once when none is). */
  drained(): Promise<void> {
    this.draining = true;
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}
