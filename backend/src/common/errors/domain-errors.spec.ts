import { toErrorShape } from './domain-error.filter.js';
import { DomainError, domainError, NotFoundError } from './domain-errors.js';

describe('domainError', () => {
  class TeapotError extends domainError('I_AM_A_TEAPOT', 418) {}

  it('gives an error kind its code and status, and keeps its class name', () => {
    const error = new TeapotError('Short and stout', { spout: true });
    expect(error).toBeInstanceOf(TeapotError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'TeapotError',
      code: 'I_AM_A_TEAPOT',
      status: 418,
      message: 'Short and stout',
      details: { spout: true },
    });
  });

  it('answers clients with the code, status and message of the kind', () => {
    expect(toErrorShape(new NotFoundError('No such folder'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No such folder',
      details: undefined,
    });
    expect(new NotFoundError('x')).not.toBeInstanceOf(TeapotError);
  });
});
