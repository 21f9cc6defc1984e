import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// scripts/rspack/pure-top-level-loader.cjs as rspack runs it over react-router's files
// (decision 0146 says why it stays): a react-router release whose output no longer matches
// its patterns would quietly bring about 4 KB gzip back into every first visit.
const ROOT = path.resolve(__dirname, '..');
const requireHere = createRequire(path.join(ROOT, 'package.json'));
const pureTopLevel = requireHere('./scripts/rspack/pure-top-level-loader.cjs') as (
  source: string,
) => string;

/** The ES module files of react-router the browser build bundles: its `import` entry's chunks. */
function bundledFiles(): { name: string; source: string }[] {
  const dir = path.dirname(requireHere.resolve('react-router/package.json'));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = path.join(dir, manifest.exports['.'].import.default as string);
  const chunks = [...readFileSync(entry, 'utf8').matchAll(/from "(\.\/chunk-[\w-]+\.mjs)"/g)];
  return [entry, ...chunks.map((match) => path.join(path.dirname(entry), match[1]!))].map(
    (file) => ({ name: path.basename(file), source: readFileSync(file, 'utf8') }),
  );
}

// What the facade never renders and a first visit therefore need not carry (decision 0013).
const UNUSED_COMPONENTS = ['Link', 'NavLink', 'Form'];
const TOP_LEVEL_CONSTRUCTION =
  /^(?:var|let|const) (\w+) = .*?\b(?:forwardRef|memo|createContext)\(/gm;

const files = bundledFiles();
const loaded = files.map(({ name, source }) => ({ name, source, output: pureTopLevel(source) }));

it('reads react-router’s ES module build and its chunks', () => {
  expect(files.length).toBeGreaterThan(1);
  expect(files.map((file) => file.name)).toContain('index.mjs');
});

it('marks every top-level component and context construction pure', () => {
  const unmarked = loaded.flatMap(({ name, output }) =>
    [...output.matchAll(TOP_LEVEL_CONSTRUCTION)]
      .filter((match) => !match[0].includes('/* @__PURE__ */'))
      .map((match) => `${name}: ${match[1]}`),
  );
  const marked = loaded.flatMap(({ output }) =>
    [...output.matchAll(/^var (\w+) = \/\* @__PURE__ \*\/ /gm)].map((match) => match[1]),
  );
  expect(unmarked).toEqual([]);
  expect(marked).toEqual(expect.arrayContaining([...UNUSED_COMPONENTS, 'FrameworkContext']));
  expect(marked.length).toBeGreaterThanOrEqual(15);
});

it('drops the displayName assignments that would keep them alive', () => {
  const before = loaded.flatMap(({ source }) =>
    [...source.matchAll(/^(\w+)\.displayName = /gm)].map((match) => match[1]),
  );
  const after = loaded.flatMap(({ output }) =>
    [...output.matchAll(/^(\w+)\.displayName = /gm)].map((match) => match[1]),
  );
  expect(before).toEqual(expect.arrayContaining([...UNUSED_COMPONENTS, 'ScrollRestoration']));
  expect(after).toEqual([]);
});
