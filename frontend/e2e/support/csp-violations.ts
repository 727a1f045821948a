import type { BrowserContext } from '@playwright/test';

/** One thing the browser refused under the Content-Security-Policy, as it reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const REPORT_BINDING = '__reportCspViolation';

/**
 * Collects every Content-Security-Policy violation in the context's pages and frames into the
 * returned list. Each securitypolicyviolation event is handed over at once through a binding, so
 * none is lost when the page navigates.
 */
export async function recordCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => unknown>)[
        binding
      ];
      void report({
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
      });
    });
  }, REPORT_BINDING);
  return violations;
}

/** The violations for a failure message: one line each, repeats counted rather than listed. */
export function describeCspViolations(violations: CspViolation[]): string {
  const counts = new Map<string, number>();
  for (const { page, directive, blocked, source, sample } of violations) {
    const line = `${directive} blocked ${blocked} on ${page} (from ${source})${sample ? `: ${sample}` : ''}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const lines = [...counts].map(([line, count]) => (count > 1 ? `${line} ×${count}` : line));
  return `${violations.length} Content-Security-Policy violation(s):\n  ${lines.join('\n  ')}`;
}
