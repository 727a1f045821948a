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
  // Under --experimental-vm-modules Node never frees a test file's ES modules, so each integration
  // file leaves its whole app (Nest, TypeORM, BullMQ) in the worker's heap: 60-100 MB a file. Near
  // the heap limit (about 40 files in) the worker spends most of its time collecting garbage and a
  // 6 s file took 200 s. A worker past this much heap after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
};
