import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';

// The accessibility check every journey relies on refuses what it is there to refuse.
test('the axe check fails a screen with a nameless button and unreadable text, naming both', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="nl"><head><title>Proef</title></head><body>
    <main><h1>Proef</h1>
      <button><svg width="16" height="16" aria-hidden="true"></svg></button>
      <p style="color:#ddd;background:#fff">Bijna onleesbaar</p>
    </main></body></html>`);
  const failure = await expectNoSeriousAxeViolations(page, 'the test page').then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('serious axe violations on the test page');
  expect(failure).toContain('button-name (critical)');
  expect(failure).toContain('color-contrast (serious)');

  await page.setContent(`<!doctype html><html lang="nl"><head><title>Proef</title></head><body>
    <main><h1>Proef</h1><button>Verstuur</button><p>Goed leesbaar</p></main></body></html>`);
  await expectNoSeriousAxeViolations(page, 'the fixed page');
});
