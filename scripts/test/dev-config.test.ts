import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gateProblems } from '../shell-contract.mjs';

// Decision 0177: `npm run dev` builds a remote from its production configuration, changed only
// where a dev server and the hot remount need it; the release gate still guards what ships.

const ROOT = path.resolve(__dirname, '..', '..');

/** What the dev and production configurations of a remote say, read in Node's own ESM. */
function configsOf(remote: string) {
  const script = `
    import { configFor } from './scripts/build.mjs';
    import { createDevConfig } from './scripts/rspack/create-dev-config.mjs';
    import { swcRule } from './scripts/rspack/create-config.mjs';
    const app = process.cwd() + '/${remote}/src/app.tsx';
    const summary = (config) => {
      const federation = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
      const hot = config.module.rules.find((rule) => String(rule.loader).includes('hot-remount'));
      return {
        mode: config.mode,
        devtool: config.devtool,
        output: config.output.path,
        exposes: federation._options.exposes,
        shared: federation._options.shared,
        plugins: config.plugins.map((p) => p.constructor.name),
        hotRemount: hot && { app: hot.test(app), other: hot.test(app.replace('app.tsx', 'index.ts')) },
        jsxDevelopment: config.module.rules.map((r) => r.options?.jsc?.transform?.react?.development),
      };
    };
    const production = summary(configFor('${remote}'));
    const dev = summary(createDevConfig('${remote}', { port: 3101 }));
    const untouched = swcRule.options.jsc.transform.react.development === undefined;
    console.log(JSON.stringify({ production, dev, productionAfter: summary(configFor('${remote}')), untouched }));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  );
}

it.each(['mfe-account', 'mfe-chat'])(
  'builds %s for the dev server from its production configuration',
  (remote) => {
    const { production, dev, productionAfter, untouched } = configsOf(remote);
    expect(dev.mode).toBe('development');
    // The page's policy has no 'unsafe-eval'.
    expect(dev.devtool).not.toMatch(/eval/);
    expect(dev.output).toBe(path.join(ROOT, 'node_modules', '.cache', 'dev', remote));
    // What the shell mounts and shares is the release's: same exposes, same singletons.
    expect(dev.exposes).toEqual(production.exposes);
    expect(dev.shared).toEqual(production.shared);
    expect(dev.plugins).toEqual(production.plugins);
    // The hot remount wraps the app module and nothing else.
    expect(dev.hotRemount).toEqual({ app: true, other: false });
    expect(production.hotRemount).toBeUndefined();
    // The production JSX transform (the shell's React has no jsxDEV), in the dev build only.
    expect(dev.jsxDevelopment).toContain(false);
    expect(production.jsxDevelopment).not.toContain(false);
    expect(untouched).toBe(true);
    expect(productionAfter).toEqual(production);
  },
);

it('refuses a release that lacks the app the shell mounts', () => {
  const shell = { platform: '1.4.0', layouts: ['default'], mounts: { 'mfe-chat': ['app'] } };
  const release = { platform: '^1.4.0', routes: [], exposes: ['chat-parcel'] };
  expect(gateProblems('mfe-chat', release, shell)).toEqual([
    'mfe-chat: the live shell mounts mfe-chat/app, which this release does not expose',
  ]);
  // A shell that names no modules of a remote still mounts its app.
  expect(gateProblems('mfe-chat', release, { ...shell, mounts: {} })).toHaveLength(1);
  expect(gateProblems('mfe-chat', { ...release, exposes: ['app'] }, shell)).toEqual([]);
});

it('generates the types of the exposes beside the build: the app with its lifecycles, in the zip a consumer reads', () => {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'expose-types-'));
  try {
    const script = `
      import { exposeTypes } from './scripts/dev/expose-types.mjs';
      const generator = exposeTypes('mfe-account', {
        outputDir: ${JSON.stringify(outputDir)},
        onDone: (run) => { console.log(JSON.stringify(run)); generator.stop(); },
      });
      generator.refresh();
    `;
    const run = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: ROOT,
        encoding: 'utf8',
      }),
    );
    expect(run.error).toBeNull();
    const types = path.join(outputDir, '@mf-types');
    expect(readFileSync(path.join(types, 'app.d.ts'), 'utf8')).toContain(
      './compiled-types/mfe-account/src/app',
    );
    expect(
      readFileSync(path.join(types, 'compiled-types', 'mfe-account', 'src', 'app.d.ts'), 'utf8'),
    ).toMatch(/bootstrap: \(props: .*RemoteProps\).*mount: .*unmount: /s);
    expect(readFileSync(path.join(outputDir, '@mf-types.d.ts'), 'utf8')).toContain(
      "RemoteKeys = 'REMOTE_ALIAS_IDENTIFIER/app'",
    );
    expect(statSync(path.join(outputDir, '@mf-types.zip')).size).toBeGreaterThan(1000);
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}, 240_000);
