import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

// The shell's storage key for an accepted site-entry warning (shell/src/alerts/dismissals.ts).
const SITE_ENTRY_ACCEPTED = 'shell.accepted.site-entry-warning';

/**
 * By default a test is a returning visitor who accepted the site-entry warning once;
 * `test.use({ returningVisitor: false })` starts as a first-time visitor.
 */
export const test = base.extend<{ returningVisitor: boolean }>({
  returningVisitor: [true, { option: true }],
  page: async ({ page, returningVisitor }, use) => {
    if (returningVisitor) {
      await page.addInitScript(
        (key) => window.localStorage.setItem(key, String(Date.now())),
        SITE_ENTRY_ACCEPTED,
      );
    }
    await use(page);
  },
});
