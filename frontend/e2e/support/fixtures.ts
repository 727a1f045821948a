import { test as base } from '@playwright/test';
import { type CspViolation, describeCspViolations, recordCspViolations } from './csp-violations';

export * from '@playwright/test';

/** The journeys' test: as Playwright's, and it fails when a page broke the security policy. */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations = await recordCspViolations(context);
      await use(violations);
      if (violations.length > 0) throw new Error(describeCspViolations(violations));
    },
    { auto: true },
  ],
});
