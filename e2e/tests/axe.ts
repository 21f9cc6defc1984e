import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The impacts the quality bar refuses: a screen ships with none of these. */
const REFUSED = new Set(['serious', 'critical']);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeCheck {
  impact?: string;
}
interface AxeRule {
  id: string;
  impact?: string;
  any: (string | { id: string })[];
  all: (string | { id: string })[];
  none: (string | { id: string })[];
}

/**
 * The rules of these tags that can never report a serious or critical violation: each rule's
 * impact is its own or the highest of its checks'. They are not run (a third of the rules, a
 * third of axe's time in the page), since what they find is never refused. Read from axe's
 * audit in Node; an axe-core whose audit is shaped otherwise fails here, not silently.
 */
function rulesBelowSerious(): string[] {
  const audit = (
    axe as unknown as { _audit?: { rules: AxeRule[]; checks: Record<string, AxeCheck> } }
  )._audit;
  if (!audit?.rules?.length || !audit.checks)
    throw new Error(
      'axe-core no longer exposes its audit: update rulesBelowSerious() in e2e/tests/axe.ts',
    );
  const rank = (impact: string | undefined) =>
    impact ? ['minor', 'moderate', 'serious', 'critical'].indexOf(impact) : -1;
  const tagged = new Set(axe.getRules(TAGS).map((rule) => rule.ruleId));
  const below = audit.rules
    .filter((rule) => tagged.has(rule.id))
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none].map(
        (check) => audit.checks[typeof check === 'string' ? check : check.id],
      );
      if (checks.some((check) => !check)) return false;
      const highest = Math.max(rank(rule.impact), ...checks.map((check) => rank(check!.impact)));
      return highest >= 0 && highest < rank('serious');
    })
    .map((rule) => rule.id);
  if (below.includes('color-contrast') || below.length >= tagged.size)
    throw new Error(
      'axe-core rates its rules otherwise: update rulesBelowSerious() in e2e/tests/axe.ts',
    );
  return below;
}

const SKIPPED_RULES = rulesBelowSerious();

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA rules and best practices) on the page as it is now
 * and fails with each serious or critical violation, its rule, help text and the elements.
 */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()) {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself. The default runs axe in each frame, then opens a new blank
    // page to put the results together: a page more for every scan, about 0.7 s of 1.3 s. Our
    // screens have no frames; a frame of our own origin is still scanned this way.
    .setLegacyMode(true)
    .withTags(TAGS)
    .disableRules(SKIPPED_RULES)
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

/** What one screen's load, wait and scan may take on CI's busiest stretch (up to 5 s seen). */
const SCREEN_MS = 8_000;
/** What the test's fixtures take before its first screen (a member signed up, logged in). */
const FIXTURES_MS = 15_000;

/**
 * Gives a test that opens and scans `count` screens a deadline that grows with them: ten loads
 * and scans passed a journey's 45 s on CI's busy machine, with the PostgreSQL run beside the
 * journeys. Call it first in the test.
 */
export function allowForScreens(count: number) {
  test.setTimeout(Math.max(test.info().timeout, FIXTURES_MS + count * SCREEN_MS));
}
