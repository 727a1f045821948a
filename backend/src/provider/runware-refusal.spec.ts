import { classifyRefusal } from './runware-refusal.js';

describe('classifyRefusal', () => {
  it.each([
    ['rateLimitExceeded', 429, 'not-accepted'],
    ['whatever', 429, 'not-accepted'],
    ['invalidApiKey', 401, 'account'],
    ['insufficientCredits', 402, 'account'],
    ['accountSuspended', 403, 'account'],
    ['conflictTaskUUID', 400, 'uncertain'],
    ['internalServerError', 500, 'uncertain'],
    ['timeoutProvider', 504, 'uncertain'],
    ['providerBadGateway', 502, 'uncertain'],
    ['providerContentPolicyViolation', 400, 'task-refused'],
    ['contentPolicyViolation', 400, 'task-refused'],
    ['invalidWidth', 400, 'task-refused'],
    // A provider* code or a timeout code is not transient by its name alone.
    ['providerModelUnavailable', 400, 'task-refused'],
    ['timeoutProvider', 400, 'task-refused'],
  ] as const)('reads %s with HTTP %i as %s', (code, status, kind) => {
    expect(classifyRefusal(code, status)).toBe(kind);
  });
});
