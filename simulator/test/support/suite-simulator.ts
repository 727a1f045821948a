import { type Simulator } from '../../src/simulator.js';
import { startSimulator } from './simulator-client.js';

/**
 * One simulator for the enclosing describe block: started before its tests (then `prepare` puts
 * the suite's fixtures in it, such as uploaded images) and closed after them. The answer is filled
 * in by that beforeAll, so read its fields inside tests and hooks, never at the block's top level.
 */
export function simulatorForSuite<Fixtures extends object = object>(
  prepare: (simulator: Simulator) => Fixtures | Promise<Fixtures> = () => ({}) as Fixtures,
): { simulator: Simulator } & Fixtures {
  const suite = {} as { simulator: Simulator } & Fixtures;
  beforeAll(async () => {
    suite.simulator = await startSimulator();
    Object.assign(suite, await prepare(suite.simulator));
  });
  // Nothing to close when the start failed.
  afterAll(() => suite.simulator?.close());
  return suite;
}
