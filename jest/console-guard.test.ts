// The guard must be able to fail: runs the cases of fixtures/ in a jest of their own and
// checks each came out as its title says.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

interface JestJson {
  testResults: {
    message: string;
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

function runCases(): JestJson {
  const config = {
    rootDir: __dirname,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/fixtures/*.fixture.ts'],
    setupFilesAfterEnv: ['<rootDir>/console-guard.ts'],
    transform: { '^.+\\.ts$': ['@swc/jest', { module: { type: 'commonjs' } }] },
  };
  const jest = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--config',
      JSON.stringify(config),
      '--json',
      '--ci',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(jest.stdout) as JestJson;
}

it('fails what is undeclared or missing, passes what is declared, and names late logs', () => {
  const [file] = runCases().testResults;
  const outcome = Object.fromEntries(file!.assertionResults.map((r) => [r.title, r]));
  for (const [title, result] of Object.entries(outcome)) {
    expect([title, result.status]).toEqual([
      title,
      title.startsWith('fails') ? 'failed' : 'passed',
    ]);
  }
  expect(Object.keys(outcome)).toHaveLength(8);
  expect(outcome['fails: writes an error it did not declare']!.failureMessages[0]).toContain(
    'console.error: boom',
  );
  expect(outcome['fails: declares an error that never comes']!.failureMessages[0]).toContain(
    'expected a console.error matching /\\[remote mfe-chat\\] failed/, but none was written',
  );
  // A log from a hook after the last test fails the file, naming the test it came after.
  expect(file!.message).toContain(
    'logged after the test "a block whose hook logs after its test passes: itself logs nothing" ended',
  );
});
