import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { copyOfRemote, liveVersion, patch, runScript } from './helpers';

// Decision 0013: the shell provides shared libraries built for what it uses, and rxjs is
// not shared at all. A remote released later may use exports the shell never imports:
// the platform's <Trans> (decision 0190: a module the shell never loads, which must translate
// with the shell's i18next) and rxjs operators the shell does not use, applied to the shell's
// session observables.

const notFoundFile = path.join(
  'mfe-landers',
  'src',
  'features',
  'lander',
  'components',
  'lander-not-found.tsx',
);

/** A copy of mfe-landers whose 404 uses <Trans> and rxjs's combineLatest and scan. */
function landersWithNewImports(): string {
  const dir = copyOfRemote('mfe-landers', 'landers-imports-');
  const file = path.join(dir, notFoundFile);
  patch(
    file,
    "import { useTranslation } from '@dating/platform';",
    [
      "import { useMemo } from 'react';",
      "import { combineLatest, map, scan } from 'rxjs';",
      "import { useObservable, useRemoteProps, useTranslation } from '@dating/platform';",
      "import { Trans } from '@dating/platform/trans';",
    ].join('\n'),
  );
  patch(
    file,
    '  const { t } = useTranslation();',
    [
      '  const { t } = useTranslation();',
      '  const { session } = useRemoteProps();',
      '  const probe$ = useMemo(',
      '    () =>',
      '      combineLatest([session.user$, session.settings$]).pipe(',
      '        scan((count) => count + 1, 0),',
      "        map((count) => `${session.snapshot().user ? 'lid' : 'bezoeker'} ${count > 0}`),",
      '      ),',
      '    [session],',
      '  );',
      "  const probe = useObservable(probe$, 'wacht');",
    ].join('\n'),
  );
  patch(
    file,
    "      <p>{t('lander.notFoundBody')}</p>",
    [
      "      <p>{t('lander.notFoundBody')}</p>",
      '      <p data-testid="probe-trans">',
      '        <Trans',
      '          i18nKey="probe.trans"',
      '          defaults="Proef <strong>{{word}}</strong>"',
      "          values={{ word: 'vet' }}",
      '          components={{ strong: <strong /> }}',
      '        />',
      '      </p>',
      '      <p data-testid="probe-rxjs">{probe}</p>',
    ].join('\n'),
  );
  runScript('scripts/link-source.mjs', dir);
  return dir;
}

test('a remote released later may use the platform Trans and rxjs exports the shell does not use', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const before = liveVersion('mfe-landers');
  const source = landersWithNewImports();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      consoleErrors.push(message.text());
  });
  try {
    runScript('scripts/release.mjs', '--source', source, 'mfe-landers');
    expect(liveVersion('mfe-landers')).not.toBe(before);

    await page.goto('/landers/no-such-variant');
    await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeVisible();
    // <Trans>, the remote's own copy of it, translated with the shell's i18next.
    const trans = page.getByTestId('probe-trans');
    await expect(trans).toHaveText('Proef vet');
    await expect(trans.locator('strong')).toHaveText('vet');
    // The remote's own rxjs operators run on the shell's observables.
    await expect(page.getByTestId('probe-rxjs')).toHaveText('bezoeker true');
    expect(pageErrors).toEqual([]);
    expect(consoleErrors.filter((text) => /i18next|react-i18next|rxjs/i.test(text))).toEqual([]);
  } finally {
    if (liveVersion('mfe-landers') !== before)
      runScript('scripts/release.mjs', '--rollback', 'mfe-landers');
    rmSync(source, { recursive: true, force: true });
  }
  expect(liveVersion('mfe-landers')).toBe(before);
});
