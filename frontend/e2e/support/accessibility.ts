import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

export type Theme = 'light' | 'dark';

/** The impacts that fail a journey; moderate and minor findings are left to review. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Waits until no finite CSS animation or transition runs (endless ones, such as spinners, are
 * left alone), so axe never measures a half-faded colour.
 */
async function waitForStillness(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (animation) =>
                  animation.playState === 'running' &&
                  animation.effect?.getTiming().iterations !== Infinity,
              ).length,
        ),
      { timeout: 5_000 },
    )
    .toBe(0);
}

/** The critical and serious axe violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Result[]> {
  await waitForStillness(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/** One readable block per rule: id, impact, what it means, then each failing element. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !/^Fix (any|all)/.test(line))
          .join(' ');
        return `    ${node.target.join(' ')}\n      ${summary}`;
      });
      return `  ${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Fails the test (softly: the journey goes on, so one run lists every page's findings) when axe
 * finds critical or serious violations, with a readable list of them.
 */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const violations = await seriousViolations(page);
  const count = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  expect
    .soft(
      count,
      `axe on ${where}: critical/serious violations\n${describeViolations(violations)}\n`,
    )
    .toBe(0);
}

/**
 * Checks the page in the light and then the dark theme, by switching the system colour scheme the
 * app follows while its stored preference is "system" (the default). The page keeps its state, so
 * open dialogs and viewers are checked as they are. Leaves the page in the light theme.
 */
export async function expectAccessibleInBothThemes(page: Page, where: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html'), 'the app follows the system colour scheme').toHaveAttribute(
      'data-theme',
      theme,
    );
    await expectNoSeriousViolations(page, `${where} (${theme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
