import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  circles,
  describeCircle,
  featureGraph,
  importGraph,
  sourceFilesUnder,
} from './import-graph';

// Dependencies point one way (docs/decisions/0148-no-import-circles-and-one-route-list.md):
// no module of the API imports, through any chain, a module that imports it back, and no
// feature of a remote (src/features/<feature>/) reaches, through any chain, a feature that
// reaches back into it. What two features share lives in the remote's src/components or
// src/lib; features are composed by the app and its routes.
const ROOT = path.resolve(__dirname, '..');
const FIXTURE = path.join(__dirname, 'fixtures', 'import-circles');

const graphOf = (folder: string) => importGraph(ROOT, sourceFilesUnder(path.join(ROOT, folder)));

describe('the import graph', () => {
  it('follows index files, `.js` names of TypeScript files and type-only imports', () => {
    const graph = graphOf('jest/fixtures/import-circles/src');
    const at = 'jest/fixtures/import-circles/src';
    expect(graph.get(`${at}/a.ts`)).toEqual([`${at}/b/index.ts`]);
    expect(graph.get(`${at}/b/index.ts`)).toEqual([`${at}/c.ts`]);
    expect(graph.get(`${at}/c.ts`)).toEqual([`${at}/a.ts`]);
  });

  it('names a circle on the fixture, from its first file back to it, and not what only imports it', () => {
    const found = circles(graphOf(path.relative(ROOT, path.join(FIXTURE, 'src'))));
    expect(found.map(describeCircle)).toEqual([
      [
        'jest/fixtures/import-circles/src/a.ts',
        'jest/fixtures/import-circles/src/b/index.ts',
        'jest/fixtures/import-circles/src/c.ts',
        'jest/fixtures/import-circles/src/a.ts',
      ].join(' → '),
    ]);
  });

  it('names one circle per tangle, and a module that imports itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(circles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['d', 'd'],
    ]);
  });
});

it('finds no import circle in the API', () => {
  const graph = graphOf('api/src');
  expect(graph.get('api/src/db/unit-of-work.ts')).toContain(
    'api/src/modules/jobs/jobs.repository.ts',
  );
  expect(circles(graph).map(describeCircle)).toEqual([]);
});

const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));

it.each(['shared-contracts', 'platform', 'shell', ...REMOTES])(
  'finds no import circle in %s',
  (folder) => {
    expect(circles(graphOf(`${folder}/src`)).map(describeCircle)).toEqual([]);
  },
);

/** Each feature circle of a remote's sources, with the import that makes each step. */
function featureCircles(folder: string): string[] {
  const { graph, witness } = featureGraph(graphOf(folder));
  return circles(graph).map((circle) =>
    [
      `${folder}: ${describeCircle(circle)}`,
      ...circle.slice(1).map((to, at) => `  ${witness(circle[at]!, to)}`),
    ].join('\n'),
  );
}

describe('the feature graph', () => {
  it('names a circle between features on the fixture, with the import of each step', () => {
    const at = 'jest/fixtures/import-circles/src';
    expect(featureCircles(at)).toEqual([
      [
        `${at}: one → two → three → one`,
        `  ${at}/features/one/api/use-one.ts imports ${at}/features/two/two-screen.ts`,
        `  ${at}/features/two/two-screen.ts imports ${at}/features/three/api/three-label.ts`,
        `  ${at}/features/three/three-screen.ts imports ${at}/features/one/api/use-one.ts`,
      ].join('\n'),
    ]);
  });

  it('reads the features of a remote and which use which', () => {
    const { graph } = featureGraph(graphOf('mfe-account/src'));
    expect(graph.get('settings')).toContain('own-profile');
    expect(graph.get('own-profile')).not.toContain('settings');
  });
});

it.each(REMOTES)('finds no circle between the features of %s', (remote) => {
  expect(featureCircles(`${remote}/src`)).toEqual([]);
});
