import { esmTypeScript } from '../jest.esm.js';

/**
 * Backend tests: unit specs beside the code (src/**\/*.spec.ts) and integration tests against real
 * PostgreSQL and Redis (test/**\/*.test.ts). ESM throughout, compiled by SWC with decorator metadata.
 */
export default {
  rootDir: '.',
  ...esmTypeScript({
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  }),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/support/global-setup.mjs',
  globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
  // Hooks too: a suite's beforeAll starts a database copy, the simulator and the app, which on a
  // 2-core machine running the whole suite has taken over 30 s, and over 60 s with two more test
  // runs beside it (load average 14). A bound for a hang, not a measure of speed.
  testTimeout: 120000,
  maxWorkers: 2,
};
