import { readFileSync, writeFileSync } from 'node:fs';
import { clientLimitsModule } from '../src/contract/client-limits.js';

const LIMITS_FILE = new URL('../../frontend/src/graphql/generated/limits.ts', import.meta.url);

describe('client limits contract', () => {
  it('frontend/src/graphql/generated/limits.ts holds the backend limits (run `npm run schema` to update)', () => {
    const current = clientLimitsModule();
    if (process.env.UPDATE_CONTRACTS === '1') writeFileSync(LIMITS_FILE, current);
    expect(readFileSync(LIMITS_FILE, 'utf8')).toBe(current);
  });
});
