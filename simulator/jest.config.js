import { esmTypeScript } from '../jest.esm.js';

/**
 * Simulator tests: real HTTP against an in-process simulator on port 0 (test/**\/*.test.ts).
 * ESM throughout, compiled by SWC.
 */
export default {
  rootDir: '.',
  ...esmTypeScript(),
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  testTimeout: 30000,
};
