/**
 * What the backend's and the simulator's Jest configs share: tests in TypeScript run as native ESM
 * in Node, compiled by SWC (`jsc`: the package's own compiler options), with the `.js` ending of
 * a relative import leading to its `.ts` source.
 */
export const esmTypeScript = (jsc = {}) => ({
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022', ...jsc },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
});
