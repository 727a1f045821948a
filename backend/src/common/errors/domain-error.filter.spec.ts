import { jest } from '@jest/globals';
import { type ArgumentsHost, Logger } from '@nestjs/common';
import { DomainErrorFilter, UNEXPECTED_ERROR } from './domain-error.filter.js';
import { ServiceUnavailableError } from './domain-errors.js';

/** A REST host whose response records the status it was given. */
function restHost(): { host: ArgumentsHost; status: () => number | undefined } {
  let status: number | undefined;
  const response = {
    setHeader: () => response,
    status: (code: number) => ((status = code), response),
    json: () => response,
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => response }),
  } as unknown as ArgumentsHost;
  return { host, status: () => status };
}

describe('DomainErrorFilter', () => {
  let logged: string[];
  beforeEach(() => {
    logged = [];
    jest
      .spyOn(Logger.prototype, 'error')
      .mockImplementation((message: unknown) => void logged.push(String(message)));
  });
  afterEach(() => jest.restoreAllMocks());

  it('names a fault no rule describes as unexpected, with its stack, and answers 500', () => {
    const { host, status } = restHost();
    new DomainErrorFilter().catch(new TypeError('x is undefined'), host);
    expect(status()).toBe(500);
    expect(logged).toEqual([
      expect.stringMatching(/^Unexpected error: TypeError: x is undefined\n/),
    ]);
    expect(UNEXPECTED_ERROR).toBe('Unexpected error');
  });

  it('logs a known 5xx with its stack but not as unexpected', () => {
    const { host, status } = restHost();
    new DomainErrorFilter().catch(new ServiceUnavailableError('Storage is away'), host);
    expect(status()).toBe(503);
    expect(logged).toEqual([expect.stringMatching(/^ServiceUnavailableError: Storage is away\n/)]);
  });
});
