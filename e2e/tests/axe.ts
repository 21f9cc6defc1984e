import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts the quality bar refuses: a screen ships with none of these. */
const REFUSED = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules and best practices) on the page as it is now
 * and fails with each serious or critical violation, its rule, help text and the elements.
 */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only the violations are gathered in full (what passed is not read here): a tenth faster.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const refused = results.violations
    .filter((violation) => REFUSED.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
    );
  expect(refused, `serious axe violations on ${where}`).toEqual([]);
}
