// Component tests in jsdom; TypeScript and JSX compiled by SWC (no type check here: tsc does that).
/* global module, __dirname */

// Packages that ship ES modules only (in the build Jest resolves), so Jest must compile them.
const esmOnlyPackages = ['@ant-design', '@rc-component', '@babel/runtime'];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: '<rootDir>/src/test/jsdomEnvironment.ts',
  roots: ['<rootDir>/src'],
  // A bound for a hang, not a measure of speed: room for a few slow lazy loads (asyncUtilTimeout
  // in setupTests). The dashboard's longest tests took 35-70 s beside three more test runs (load
  // average 14-16), where a 60 s bound failed them.
  testTimeout: 120000,
  // Jest's default is one worker fewer than the cores: one on a two-core machine, where the
  // parent process sits idle. Two keep both cores busy (the suite is CPU-bound React and jsdom).
  maxWorkers: 2,
  testMatch: ['**/*.test.{ts,tsx}'],
  setupFiles: ['<rootDir>/src/test/jsdomPolyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
    // ESM-only dependencies (below) are compiled to CommonJS for Jest.
    '^.+\\.m?js$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/test/styleStub.ts',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
};
